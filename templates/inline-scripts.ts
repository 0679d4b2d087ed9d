// Scripts inlined in <head> so the colour mode and the announcement bar are right
// before first paint (no flash). Kept tiny and dependency-free; values are written
// as JSON that cannot end the <script> they sit in.
import { scriptJson } from '../src/shared/html-escape.js';

export function colorModeScript(options: {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
}): string {
  return `(function(){var d=document.documentElement,m=null;try{m=localStorage.getItem('theme')}catch(e){}if(m!=='light'&&m!=='dark'){m=${scriptJson(
    options.defaultMode,
  )};${
    options.respectPrefersColorScheme
      ? `try{if(matchMedia('(prefers-color-scheme: dark)').matches)m='dark';else if(matchMedia('(prefers-color-scheme: light)').matches)m='light'}catch(e){}`
      : ''
  }}d.setAttribute('data-theme',m);d.style.colorScheme=m})();`;
}

export function announcementScript(id: string): string {
  return `(function(){var d=document.documentElement,k='docusaurus.announcement.dismiss',i='docusaurus.announcement.id',c=${scriptJson(
    id,
  )},x=false;try{var s=localStorage.getItem(i);if(s!==c){localStorage.setItem(i,c);localStorage.removeItem(k)}else{x=localStorage.getItem(k)==='true'}}catch(e){}d.setAttribute('data-announcement-bar-initially-dismissed',String(x))})();`;
}

/** Hides a dismissed announcement bar before first paint (the script above sets the attribute). */
export const announcementStyle =
  'html[data-announcement-bar-initially-dismissed=true] #__docgen_announcement{display:none}';

/**
 * When the client's assets did not load (the entry sets window.__docgenStarted) and
 * the address suggests another base path than the configured one, shows a banner
 * explaining it and naming the base path that would work. Opened from a file (file:),
 * no base path helps (browsers refuse module scripts there): the banner says to serve
 * the folder over HTTP. Inline styles: the stylesheet failed to load too.
 */
export function baseUrlCheckScript(baseUrl: string, route: string): string {
  // The served path minus the page's route is the base path that works; the route is
  // matched without its slashes (a host may add or drop the trailing one) or .html.
  return `addEventListener('DOMContentLoaded',function(){if(window.__docgenStarted)return;var b=${scriptJson(baseUrl)},r=${scriptJson(
    (route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route).replace(/^\/+|\/+$/g, ''),
  )},p=location.pathname.replace(/(\\/index)?\\.html$/,'').replace(/\\/+$/,'')+'/',i=r?p.lastIndexOf('/'+r+'/'):-1,s=r?(i>=0?p.slice(0,i+1):p.replace(/[^/]*\\/$/,'')):p,f=location.protocol==='file:';if(s===b&&!f)return;var d=document.createElement('div');d.id='__docgen_base_url_banner';d.setAttribute('role','alert');d.style.cssText='padding:1em;background:#fff3cd;color:#000;font:1rem sans-serif';d.textContent=f?'This site is opened from a file: browsers do not run its scripts there (search, copy buttons, Try it), and its styles may not load. Serve its folder over HTTP instead: npx docgen serve, or any static server.':'This site was built for the base path '+b+' but is served under '+s+', so its scripts and styles failed to load. Set baseUrl: \\''+s+'\\' in site.config.ts and rebuild.';document.body.prepend(d)})`;
}

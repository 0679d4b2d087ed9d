// Scripts inlined in <head> so the colour mode and the announcement bar are right
// before first paint (no flash). Kept tiny and dependency-free; values are JSON-encoded.

export function colorModeScript(options: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean }): string {
  return `(function(){var d=document.documentElement,m=null;try{m=localStorage.getItem('theme')}catch(e){}if(m!=='light'&&m!=='dark'){m=${JSON.stringify(
    options.defaultMode,
  )};${
    options.respectPrefersColorScheme ? `try{if(matchMedia('(prefers-color-scheme: dark)').matches)m='dark';else if(matchMedia('(prefers-color-scheme: light)').matches)m='light'}catch(e){}` : ''
  }}d.setAttribute('data-theme',m);d.style.colorScheme=m})();`;
}

export function announcementScript(id: string): string {
  return `(function(){var d=document.documentElement,k='docusaurus.announcement.dismiss',i='docusaurus.announcement.id',c=${JSON.stringify(
    id,
  )},x=false;try{var s=localStorage.getItem(i);if(s!==c){localStorage.setItem(i,c);localStorage.removeItem(k)}else{x=localStorage.getItem(k)==='true'}}catch(e){}d.setAttribute('data-announcement-bar-initially-dismissed',String(x))})();`;
}

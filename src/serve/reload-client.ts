// The script the dev server adds to every page in watch mode: reload on a `reload`
// event (keeping the scroll position) and when the connection comes back (the server
// restarted); show a build error in a closable overlay with the failing lines; list
// the build's warnings in a corner, so the author sees them where they are looking,
// the open page's first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptJson } from '../shared/html-escape.js';
import type { CornerWarnings } from './warning-corner.js';

export const eventsPath = '/__docgen/events';

/** One line of a code frame. */
interface CodeFrameLine {
  line: number;
  text: string;
  /** The line the error is on. */
  failing: boolean;
}

/** A build error as the overlay shows it. */
export interface DevError {
  message: string;
  file?: string;
  line?: number;
  /** The lines around `line` of `file`. */
  frame?: CodeFrameLine[];
}

/** Lines shown before and after the failing one. */
const context = 2;

/** The failing line of a file with the lines around it; undefined when the file cannot be read. */
function codeFrame(root: string, file: string, line: number): CodeFrameLine[] | undefined {
  let text: string;
  try {
    text = readFileSync(path.resolve(root, file), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split(/\r?\n/);
  if (line < 1 || line > lines.length) return undefined;
  const from = Math.max(1, line - context);
  const to = Math.min(lines.length, line + context);
  const frame: CodeFrameLine[] = [];
  for (let n = from; n <= to; n++)
    frame.push({ line: n, text: lines[n - 1]!, failing: n === line });
  return frame;
}

/** The error with the code frame of its file and line, when it has both. */
export function withCodeFrame(error: DevError, root: string): DevError {
  if (!error.file || !error.line) return error;
  const frame = codeFrame(root, error.file, error.line);
  return frame ? { ...error, frame } : error;
}

/** The event client/navigation.ts sends after a client navigation (client/events.ts's routeUpdatedEvent). */
export const routeUpdatedEvent = 'docgen:route-updated';

// The browser side, as plain ES5 (it runs before and apart from the site's bundle).
// Text goes in with textContent: an error message or a warning may hold markup.
const browserCode = `
var css='position:fixed;z-index:2147483647;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;color:#fff;background:rgba(10,15,30,.94);';
var el=function(tag,text,style){var e=document.createElement(tag);if(text)e.textContent=text;if(style)e.style.cssText=style;return e};
var closeButton=function(box,label){var b=el('button','Close','float:right;font:inherit;color:#fff;background:#334;border:1px solid #889;border-radius:4px;padding:2px 10px;cursor:pointer');b.type='button';b.setAttribute('aria-label',label);b.onclick=function(){box.remove()};return b};
var show=function(e){var o=document.getElementById('__docgen_error');if(o)o.remove();if(!e)return;
o=el('div','',css+'inset:0;padding:40px;overflow:auto');o.id='__docgen_error';o.setAttribute('role','alert');
o.appendChild(closeButton(o,'Close the build error'));
o.appendChild(el('h2','Build error'+(e.file?' in '+e.file+(e.line?':'+e.line:''):''),'color:#ff8080;margin:0 0 16px;font-size:18px'));
o.appendChild(el('pre',e.message,'white-space:pre-wrap;margin:0 0 16px'));
if(e.frame){var f=el('pre','','margin:0;padding:12px 0;background:#0b1020;border-radius:6px;overflow:auto');f.className='docgen-code-frame';
var w=String(e.frame[e.frame.length-1].line).length;
e.frame.forEach(function(l){var n=String(l.line);while(n.length<w)n=' '+n;
var r=el('div',(l.failing?'> ':'  ')+n+' | '+l.text,'padding:0 12px;white-space:pre'+(l.failing?';background:rgba(255,80,80,.25);color:#ffd0d0':';color:#aab'));
if(l.failing)r.className='docgen-code-frame__failing';f.appendChild(r)});o.appendChild(f)}
document.body.appendChild(o)};
var warned=null;
var warn=function(data){warned=data;listWarnings(location.pathname,false)};
var listWarnings=function(path,open){var o=document.getElementById('__docgen_warnings');if(o)o.remove();var data=warned;if(!data||!data.count)return;
var file=data.pages[path]||data.pages[path+'/']||data.pages[path.slice(0,-1)];
var mine=[],rest=[],here=0;data.groups.forEach(function(g){if(file&&g.files.indexOf(file)>=0){mine.push(g);here+=g.count}else rest.push(g)});
o=el('div','',css+'right:12px;bottom:12px;max-width:min(720px,calc(100vw - 24px));max-height:50vh;overflow:auto;padding:8px 12px;border:1px solid #a80;border-radius:6px');o.id='__docgen_warnings';o.setAttribute('role','status');
o.appendChild(closeButton(o,'Close the build warnings'));
var d=el('details');d.open=open;d.appendChild(el('summary',data.count+' build warning'+(data.count>1?'s':'')+(here?' ('+here+' on this page)':''),'cursor:pointer;color:#ffcf66'));
mine.concat(rest).forEach(function(g){g.lines.forEach(function(w){d.appendChild(el('pre',w,'white-space:pre-wrap;margin:8px 0 0'))})});o.appendChild(d);document.body.appendChild(o)};
// A client navigation swaps the page, not this script: list the new page's warnings first.
addEventListener('${routeUpdatedEvent}',function(e){var o=document.getElementById('__docgen_warnings');if(o)listWarnings(e.detail.pathname,o.querySelector('details').open)});
var key='__docgen_scroll';
try{var kept=JSON.parse(sessionStorage.getItem(key)||'null');sessionStorage.removeItem(key);
if(kept&&kept.path===location.pathname){var back=function(){window.scrollTo(kept.x,kept.y)};back();addEventListener('load',back)}}catch(x){}
var s=new EventSource('${eventsPath}');
var reload=function(){try{sessionStorage.setItem(key,JSON.stringify({path:location.pathname,x:scrollX,y:scrollY}))}catch(x){}location.reload()};
s.addEventListener('reload',reload);
var lost=false;s.onerror=function(){lost=true};s.onopen=function(){if(lost)reload()};
s.addEventListener('error-report',function(m){show(JSON.parse(m.data))});
`;

export function reloadScript(
  error: DevError | undefined,
  warnings: CornerWarnings | undefined = undefined,
): string {
  return `<script>(function(){${browserCode}show(${scriptJson(error ?? null)});warn(${scriptJson(warnings ?? null)});})();</script>`;
}

/**
 * The page every route answers with while a watched site has not built yet: the error
 * in the overlay, and the client that reloads it once a save makes the site build.
 */
export function errorPage(error: DevError): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Build error</title></head><body>${reloadScript(error)}</body></html>`;
}

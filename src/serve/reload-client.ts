// The script the dev server adds to every page in watch mode: reload on a
// `reload` event, show a build error in an overlay on an `error` event, and reload
// when the connection comes back after it was lost (the dev server restarted, as it
// does when docgen's own code changed in a checkout).
import { scriptJson } from '../shared/html-escape.js';

export const eventsPath = '/__docgen/events';

export function reloadScript(
  error: { message: string; file?: string; line?: number } | undefined,
): string {
  const initial = scriptJson(error ?? null);
  return `<script>(function(){
var show=function(e){var o=document.getElementById('__docgen_error');if(!e){if(o)o.remove();return}
if(!o){o=document.createElement('div');o.id='__docgen_error';o.setAttribute('role','alert');
o.style.cssText='position:fixed;inset:0;z-index:2147483647;background:rgba(10,15,30,.92);color:#fff;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:40px;overflow:auto';document.body.appendChild(o)}
o.textContent='';var h=document.createElement('h2');h.textContent='Build error'+(e.file?' in '+e.file+(e.line?':'+e.line:''):'');h.style.cssText='color:#ff8080;margin:0 0 16px;font-size:18px';
var p=document.createElement('pre');p.textContent=e.message;p.style.whiteSpace='pre-wrap';o.appendChild(h);o.appendChild(p)};
show(${initial});
var s=new EventSource('${eventsPath}');
s.addEventListener('reload',function(){location.reload()});
var lost=false;s.onerror=function(){lost=true};s.onopen=function(){if(lost)location.reload()};
s.addEventListener('error-report',function(m){show(JSON.parse(m.data))});
})();</script>`;
}

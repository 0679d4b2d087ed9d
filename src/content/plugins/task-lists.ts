// Task lists as GitHub renders them: `- [ ] todo` and `- [x] done` items show a
// checkbox (disabled: the page is not a form), their list is marked for styling.
import type { MarkdownIt, Token } from 'markdown-it';

const box = /^\[([ xX])\][ \t]/;

export function taskListPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'docgen_task_lists', (state) => {
    const tokens = state.tokens;
    const lists: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open')
        lists.push(token);
      else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close')
        lists.pop();
      if (token.type !== 'list_item_open') continue;
      const inline = tokens[i + 2];
      if (tokens[i + 1]?.type !== 'paragraph_open' || inline?.type !== 'inline') continue;
      const first = inline.children?.[0];
      const match = first?.type === 'text' ? box.exec(first.content) : null;
      if (!first || !match) continue;
      first.content = first.content.slice(match[0].length);
      const checkbox = new state.Token('html_inline', '', 0);
      checkbox.content = `<input type="checkbox" class="task-list-item__checkbox" disabled${match[1] === ' ' ? '' : ' checked'}> `;
      inline.children!.unshift(checkbox);
      token.attrJoin('class', 'task-list-item');
      const list = lists.at(-1);
      if (list && !list.attrGet('class')) list.attrSet('class', 'contains-task-list');
    }
  });
}

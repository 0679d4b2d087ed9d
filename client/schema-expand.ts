// "Expand all" on a schema tree (`[data-expand-all]`, rendered by
// templates/api/SchemaTree.tsx): opens every nested field of that tree and the
// folded rest of its long field lists, or closes them all again. Single fields
// open on click as any <details>.
export function setupSchemaExpand(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(
      '[data-expand-all]',
    );
    const tree = button?.closest('.schema');
    if (!button || !tree) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    for (const details of tree.querySelectorAll<HTMLDetailsElement>(
      '.schema__field > details, details.schema__more',
    ))
      details.open = open;
    // The button's two texts (the site's labels) follow this state in the stylesheet.
    button.setAttribute('aria-expanded', String(open));
  });
}

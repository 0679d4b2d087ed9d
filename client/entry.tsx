// Browser entry: hydrates the shell islands. (Expanded by the shell work.)
import { hydrateRoot } from 'react-dom/client';
import { Navbar } from '../templates/Navbar.js';
import type { ShellProps } from '../templates/shell-props.js';

const propsElement = document.getElementById('__docgen_props');
if (propsElement) {
  const props = JSON.parse(propsElement.textContent ?? '{}') as ShellProps;
  const navbar = document.getElementById('__docgen_navbar');
  if (navbar) hydrateRoot(navbar, <Navbar props={props} />);
}

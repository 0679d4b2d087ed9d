// Characters that act on a terminal instead of showing: C0 controls and DEL (ESC starts
// a sequence that recolours, retitles or clears it; CR and BEL rewrite the line), C1
// (whose CSI is ESC [ on some terminals), and the bidirectional controls that reorder
// the rest of a line. Text docgen prints comes from its inputs and may hold any of them.

/** A character class of them, for a regular expression. */
export const terminalControl =
  '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]';

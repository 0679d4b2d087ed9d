// Text matched literally inside a RegExp built from parts.

/** `text` with every character a pattern reads as syntax escaped (and '/', the only other character a unicode-mode pattern lets be escaped). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

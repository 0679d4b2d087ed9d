// The full-screen search overlay: an input (placeholder 'Search...', at most 512
// characters), 'Clear' and 'Cancel', and up to 8 results as a listbox the arrow
// keys move through. React renders every title, snippet and term as text.
import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Icon } from '../../templates/Icons.js';
import { siteLabels } from '../site-labels.js';
import { siteChunkLabels, withPart } from '../chunk-labels.js';
import { fillText } from '../../src/shared/label-parts.js';
import {
  maxQueryLength,
  searchPages,
  type LoadedIndex,
  type SearchPageGroup,
  type SearchResult,
} from '../../src/shared/search-engine.js';
import { findMarks, snippet, type MarkedText } from '../../src/shared/search-marks.js';
import { suggestQuery } from '../../src/shared/search-suggest.js';
import { resultHref } from './highlight-param.js';
import { indexFailure } from './index-loader.js';
import { withBase } from '../../src/shared/base-url.js';

/** Searching before the index arrives shows the loading indicator after this long (spec: 300 ms). */
const stallThresholdMs = 300;
/** The result count is announced once typing has paused this long, not on every key. */
const settleMs = 500;

export type OverlayStatus = 'idle' | 'loading' | 'stalled';

interface SearchOverlayProps {
  open: boolean;
  /** Resolves once the index files of the chosen tags are loaded (failed files are empty). */
  indexes: Promise<LoadedIndex[]>;
  onClose: () => void;
  onNavigate: (href: string) => void;
  onStatus: (status: OverlayStatus) => void;
  /** The site's base path: the index's routes are from the site's root. */
  baseUrl: string;
  /** How many results to list; the engine's default (8) when absent. */
  limit?: number;
  /** The query typed into the box shown before the overlay mounted: kept with the caret after it. */
  initialQuery?: string;
}

const inputId = 'docgen-search-input';
const listId = 'docgen-search-results';
const optionId = (i: number) => `docgen-search-result-${i}`;

/**
 * A key that belongs to an input method's composition. Safari ends the composition
 * before the Enter's keydown and reports it only by keyCode 229.
 */
const composing = (event: KeyboardEvent<HTMLElement>) =>
  event.nativeEvent.isComposing || event.keyCode === 229;

/** The text as React children, its marked ranges in <mark>: text nodes only, never HTML. */
function markedParts({ text, marks }: MarkedText): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  marks.forEach(([start, end], i) => {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={i}>{text.slice(start, end)}</mark>);
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

function Marked({ text, terms }: { text: string; terms: string[] }): ReactElement {
  return <span className="search-result__snippet">{markedParts(snippet(text, terms))}</span>;
}

/** A result's title, whole, with the query's words marked as in its snippet. */
function MarkedTitle(props: { text: string; terms: string[]; className: string }): ReactElement {
  const marks = findMarks(props.text, props.terms);
  return <span className={props.className}>{markedParts({ text: props.text, marks })}</span>;
}

/** One option of the listbox: a page's own entry, or one of its sections under it. */
interface ResultEntry {
  kind: 'page' | 'section';
  href: string;
  group: SearchPageGroup;
  /** The section, or the page's intro when it matched (its snippet). */
  result?: SearchResult;
}

/** The groups as one list of options, in the order the arrow keys visit them. */
function resultEntries(groups: readonly SearchPageGroup[], baseUrl: string): ResultEntry[] {
  const href = (route: string, terms: string[]) => withBase(baseUrl, resultHref(route, terms));
  return groups.flatMap((group): ResultEntry[] => [
    { kind: 'page', href: href(group.route, group.terms), group, result: group.intro },
    ...group.sections.map(
      (result): ResultEntry => ({
        kind: 'section',
        href: href(result.document.sectionRoute, result.terms),
        group,
        result,
      }),
    ),
  ]);
}

function ResultOption(props: {
  entry: ResultEntry;
  index: number;
  active: boolean;
  onHover: (i: number) => void;
  onChoose: (e: MouseEvent) => void;
}): ReactElement {
  const { entry } = props;
  const doc = entry.result?.document;
  const categories = entry.kind === 'page' ? entry.group.categories.join(' › ') : '';
  return (
    <li className={`search-result search-result--${entry.kind}`} role="none">
      <a
        id={optionId(props.index)}
        role="option"
        aria-selected={props.active}
        tabIndex={-1}
        className={`search-result__link${props.active ? ' search-result--active' : ''}`}
        href={entry.href}
        onMouseMove={() => props.onHover(props.index)}
        onClick={props.onChoose}
      >
        {categories ? <span className="search-result__path">{categories}</span> : null}
        {entry.kind === 'page' ? (
          <MarkedTitle
            className={`search-result__title${entry.group.deprecated ? ' search-result__title--deprecated' : ''}`}
            text={entry.group.pageTitle}
            terms={entry.group.terms}
          />
        ) : (
          <MarkedTitle
            className="search-result__title search-result__section"
            text={doc!.sectionTitle}
            terms={entry.result!.terms}
          />
        )}
        {entry.kind === 'page' && entry.group.deprecated ? (
          <span className="visually-hidden">{siteChunkLabels().deprecatedNote}</span>
        ) : null}
        {doc?.content ? <Marked text={doc.content} terms={entry.result!.terms} /> : null}
      </a>
    </li>
  );
}

/** A label in the site's wording, `children` where its `{part}` puts them. */
function Worded(props: { text: string; part: string; children: ReactNode }): ReactElement {
  return (
    <>
      {withPart<ReactNode>(props.text, props.part, props.children).map((piece, i) => (
        // The pieces never move: their index is their identity.
        <Fragment key={i}>{piece}</Fragment>
      ))}
    </>
  );
}

/** A footer hint in the site's wording, its keys where the label's `{part}` puts them. */
function KeyHint(props: { text: string; part: string; children: ReactNode }): ReactElement {
  return (
    <span>
      <Worded {...props} />
    </span>
  );
}

/**
 * What the status region says about a query's results: the pages listed, each an entry the
 * reader sees (its sections are parts of it); `none` is what the list says for none.
 */
function countText(count: number, none: string): string {
  if (count === 0) return none;
  const labels = siteChunkLabels();
  return count === 1
    ? labels.searchOneResult
    : fillText(labels.searchResults, { count: `${count}` });
}

/**
 * `text`, once it has stayed the same for `settleMs`: one announcement per pause in
 * typing. While an input method composes (`paused`), the reader is still spelling the
 * word ('とうきょう' before it becomes '東京'): nothing settles until the composition ends.
 */
function useSettledStatus(text: string, paused: boolean): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setSettled(text), settleMs);
    return () => clearTimeout(timer);
  }, [text, paused]);
  return settled;
}

export function SearchOverlay(props: SearchOverlayProps): ReactElement {
  const { open, onClose, onNavigate, onStatus } = props;
  const [query, setQuery] = useState(props.initialQuery ?? '');
  // Typing continues where it was: selecting the text would make the next key replace it.
  const continueTyping = useRef(Boolean(props.initialQuery));
  // It replaces the box shown while it loaded (already faded in): no second fade.
  const [instant] = useState(props.initialQuery !== undefined);
  const [indexes, setIndexes] = useState<LoadedIndex[] | null>(null);
  const [stalled, setStalled] = useState(false);
  const [active, setActive] = useState(0);
  const [inComposition, setInComposition] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const modal = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void props.indexes.then((loaded) => live && setIndexes(loaded));
    return () => {
      live = false;
    };
  }, [props.indexes]);

  const groups = useMemo(
    () => (indexes && query.trim() ? searchPages(indexes, query, { limit: props.limit }) : []),
    [indexes, query, props.limit],
  );
  const results = useMemo(() => resultEntries(groups, props.baseUrl), [groups, props.baseUrl]);
  // A query that found nothing may be one typing slip from words the site uses.
  const suggestion = useMemo(
    () =>
      indexes && query.trim() && groups.length === 0 ? suggestQuery(indexes, query) : undefined,
    [indexes, query, groups],
  );
  const waiting = indexes === null && query.trim() !== '';
  // Nothing found in an index that never arrived is no answer: the list and status say why,
  // and results from the files that did arrive say that part of the site is missing.
  const failures = indexes?.flatMap((index) => indexFailure(index) ?? []) ?? [];
  const allFailed = indexes !== null && failures.length === indexes.length && failures.length > 0;
  const none = !allFailed
    ? siteLabels().noResults
    : failures.includes('offline')
      ? siteChunkLabels().searchIndexUnreachable
      : siteChunkLabels().searchIndexUndelivered;
  const partial = failures.length > 0 && !allFailed ? siteChunkLabels().searchIndexPartial : '';
  const status = useSettledStatus(
    query.trim() && indexes !== null
      ? [
          countText(groups.length, none),
          suggestion ? fillText(siteChunkLabels().searchDidYouMean, { query: suggestion }) : '',
          partial,
        ]
          .filter(Boolean)
          .join(' ')
      : '',
    inComposition,
  );

  // Typing before the index arrives is 'loading'; after 300 ms it is 'stalled'
  // and the search icon turns into a spinner.
  useEffect(() => {
    if (!waiting) {
      setStalled(false);
      onStatus('idle');
      return;
    }
    onStatus('loading');
    const timer = setTimeout(() => {
      setStalled(true);
      onStatus('stalled');
    }, stallThresholdMs);
    return () => clearTimeout(timer);
  }, [waiting, onStatus]);

  useEffect(() => setActive(0), [results]);

  useLayoutEffect(() => {
    if (!open) return;
    input.current?.focus();
    if (continueTyping.current) {
      continueTyping.current = false;
      const end = input.current?.value.length ?? 0;
      input.current?.setSelectionRange(end, end);
    } else input.current?.select();
  }, [open]);

  useEffect(() => {
    list.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (entry: ResultEntry) => {
    onClose();
    onNavigate(entry.href);
  };

  // The suggestion is taken as the query, as a combobox takes its option into the box.
  const takeSuggestion = (suggested: string) => {
    setQuery(suggested);
    input.current?.focus();
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an input method composes (Japanese, Chinese, Korean), Enter confirms the
    // conversion and the arrows pick a candidate: those keys are the IME's, not ours.
    if (composing(event)) return;
    const count = results.length;
    // With nothing found, 'Did you mean' is the one choice: ArrowDown or Enter takes it.
    if (count === 0 && suggestion && (event.key === 'ArrowDown' || event.key === 'Enter')) {
      event.preventDefault();
      takeSuggestion(suggestion);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0)
        setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % count : (i - 1 + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[active];
      if (result) choose(result);
    }
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape during a composition cancels the composition, not the search.
    if (composing(event)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && modal.current) {
      // Keep focus inside the dialog while it is open.
      const focusable = Array.from(
        modal.current.querySelectorAll<HTMLElement>('input, button:not([disabled])'),
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  let body: ReactNode = null;
  if (results.length > 0) {
    // One group per page (labelled by its title), its sections under it; the
    // options are numbered across groups so the arrow keys move through all of them.
    let at = 0;
    body = (
      <>
        {partial ? <p className="search-status search-partial">{partial}</p> : null}
        <ul
          className="search-results"
          id={listId}
          role="listbox"
          aria-label={siteChunkLabels().searchResultsName}
          ref={list}
        >
          {groups.map((group) => {
            const entries = results.slice(at, at + 1 + group.sections.length);
            const first = at;
            at += entries.length;
            return (
              <li key={group.route} className="search-page" role="presentation">
                <ul className="search-page__list" role="group" aria-label={group.pageTitle}>
                  {entries.map((entry, i) => (
                    <ResultOption
                      key={i}
                      entry={entry}
                      index={first + i}
                      active={first + i === active}
                      onHover={setActive}
                      onChoose={(e) => {
                        // Modified clicks open a new tab or window as usual.
                        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
                          return;
                        e.preventDefault();
                        choose(entry);
                      }}
                    />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </>
    );
  } else if (query.trim() && indexes !== null) {
    body = (
      <>
        <p className="search-empty">{none}</p>
        {suggestion ? (
          <p className="search-suggestion">
            <Worded text={siteChunkLabels().searchDidYouMean} part="query">
              <button
                type="button"
                className="search-suggestion__query"
                onClick={() => takeSuggestion(suggestion)}
              >
                {suggestion}
              </button>
            </Worded>
          </p>
        ) : null}
        {partial ? <p className="search-status search-partial">{partial}</p> : null}
      </>
    );
  } else if (waiting && stalled) {
    body = <p className="search-status">{siteChunkLabels().searchLoading}</p>;
  }
  const footer = siteChunkLabels();

  return (
    <div
      className={`search-overlay${instant ? ' search-overlay--instant' : ''}`}
      hidden={!open}
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return;
        // Otherwise the browser moves focus to what lies under the closed overlay (the
        // page's body), after onClose gave it back to the element that opened search.
        e.preventDefault();
        onClose();
      }}
    >
      <div
        className="search-modal"
        role="dialog"
        aria-modal="true"
        aria-label={siteLabels().search}
        ref={modal}
        onKeyDown={onDialogKey}
      >
        <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
          <label
            className="search-form__icon"
            htmlFor={inputId}
            data-status={stalled ? 'stalled' : 'idle'}
          >
            {stalled ? (
              <span
                className="spinner spinner--small"
                role="status"
                aria-label={siteChunkLabels().searchLoadingIcon}
              />
            ) : (
              <Icon name="search" size={20} />
            )}
            <span className="search-form__label">{siteLabels().search}</span>
          </label>
          <input
            ref={input}
            id={inputId}
            className="search-input"
            type="search"
            placeholder={siteLabels().searchPlaceholder}
            maxLength={maxQueryLength}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKey}
            onCompositionStart={() => setInComposition(true)}
            onCompositionEnd={() => setInComposition(false)}
          />
          <button
            type="button"
            className="search-clear"
            disabled={query === ''}
            onClick={() => {
              setQuery('');
              input.current?.focus();
            }}
          >
            {siteLabels().clear}
          </button>
          <button type="button" className="search-cancel" onClick={onClose}>
            {siteLabels().cancel}
          </button>
        </form>
        {/* The list itself is not live: a screen reader would read all of it on each key. */}
        <div className="search-body">{body}</div>
        <p className="visually-hidden" role="status">
          {status}
        </p>
        <footer className="search-footer" aria-hidden="true">
          <KeyHint text={footer.searchKeysNavigate} part="keys">
            <kbd>↑</kbd> <kbd>↓</kbd>
          </KeyHint>
          <KeyHint text={footer.searchKeyOpen} part="key">
            <kbd>{footer.searchKeyEnter}</kbd>
          </KeyHint>
          <KeyHint text={footer.searchKeyClose} part="key">
            <kbd>{footer.searchKeyEscape}</kbd>
          </KeyHint>
        </footer>
      </div>
    </div>
  );
}

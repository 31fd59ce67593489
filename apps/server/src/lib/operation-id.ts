// The OpenAPI operationId of a route, derived from its method and path so that every route, including
// one added tomorrow, gets a readable, unique name without declaring it (docs/decisions.md "API"):
// GET /positions/:id → getPosition, POST /filters/positions → listPositions, POST /positions →
// createPosition, POST /bank-changes/:id/confirm → confirmBankChange, POST /users/login → usersLogin.
// A route may still declare its own (`schema.operationId`).

export interface OperationShape {
  method: string;
  /** The route's path below the API prefix, Fastify style: '/positions/:id', '/files/*'. */
  path: string;
  /** The success answer's data is a list (an array, or the `{ list, count }` page). */
  answersList: boolean;
  /** The success answer is 201 Created. */
  creates: boolean;
}

const pascal = (segment: string) =>
  segment
    .split(/[-_.]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** One of a collection: 'companies' → 'company', 'statuses' → 'status', 'leaves' → 'leave'. */
export function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|us|sh|ch|x)es$/.test(word)) return word.replace(/es$/, '');
  if (/(ss|us)$/.test(word)) return word;
  return word.replace(/s$/, '');
}
const isPlural = (word: string) => singular(word) !== word;

const isParam = (segment: string) => segment.startsWith(':') || segment === '*';
/** `:id` and `*` address one record of the collection before them; other names say what they are. */
const namesRecord = (segment: string) => segment === ':id' || segment === '*';

const VERBS: Record<string, string> = { GET: 'get', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

export function operationIdOf({ method, path, answersList, creates }: OperationShape): string {
  const segments = path.split('/').filter(Boolean);
  // POST /filters/<collection>: the list with its filter in the body.
  if (segments[0] === 'filters') return `list${segments.slice(1).map(pascal).join('')}`;
  // Statics named, a static before `:id` made singular; other parameters read "By<Name>".
  const words: string[] = [];
  segments.forEach((segment, i) => {
    if (!isParam(segment)) {
      const next = segments[i + 1];
      words.push(pascal(next && namesRecord(next) ? singular(segment) : segment));
    } else if (!namesRecord(segment)) words.push(`By${pascal(segment.slice(1))}`);
  });
  const last = segments.at(-1) ?? '';
  const addressed = segments.some(isParam);
  const noun = words.join('');

  if (isParam(last)) {
    return `${method === 'POST' ? 'create' : VERBS[method]}${noun}`;
  }
  // An action on one record: POST /bank-changes/:id/confirm, PUT /leaves/:id/cancel; or a collection
  // of it: POST /invoices/:id/revisions → createInvoiceRevision.
  if (addressed && method !== 'GET' && segments.length >= 2 && isParam(segments.at(-2)!)) {
    const owner = words.slice(0, -1).join('');
    if (isPlural(last))
      return `${method === 'POST' ? 'create' : VERBS[method]}${owner}${pascal(singular(last))}`;
    return `${camel(last)}${owner}`;
  }
  if (method === 'GET') return `${answersList ? 'list' : 'get'}${noun}`;
  if (method === 'POST') {
    if (creates) {
      const nouns = last === 'create' ? words.slice(0, -1) : words;
      const lastNoun = segments.filter((s) => !isParam(s) && s !== 'create').at(-1) ?? '';
      return `create${nouns.slice(0, -1).join('')}${pascal(singular(lastNoun))}`;
    }
    // A call named by its path (users/login, invoices/send, payrolls/bulk).
    return camel(segments.filter((s) => !isParam(s)).join('-'));
  }
  return `${VERBS[method] ?? method.toLowerCase()}${noun}`;
}

const camel = (segment: string) => {
  const name = pascal(segment);
  return name[0]!.toLowerCase() + name.slice(1);
};

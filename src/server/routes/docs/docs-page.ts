// A readable, script-free page of the OpenAPI document: it fits the strict CSP and works offline.

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  anyOf?: Schema[];
  maxLength?: number;
}
interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string }>;
}
export interface OpenApiDoc {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const typeOf = (s: Schema | undefined): string => {
  if (!s) return 'any';
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  const base = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'object');
  return s.format ? `${base} (${s.format})` : base;
};

function fields(schema: Schema | undefined) {
  const props = Object.entries(schema?.properties ?? {});
  if (!props.length) return '';
  const rows = props
    .map(
      ([name, s]) =>
        `<tr><td><code>${esc(name)}</code></td><td>${esc(typeOf(s))}</td><td>${schema?.required?.includes(name) ? 'required' : ''}</td></tr>`,
    )
    .join('');
  return `<table>${rows}</table>`;
}

function operation(path: string, method: string, op: Operation) {
  const body = Object.entries(op.requestBody?.content ?? {})[0];
  const params = (op.parameters ?? [])
    .map((p) => `<code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''})`)
    .join(', ');
  const responses = Object.entries(op.responses ?? {})
    .map(([code, r]) => `<li><b>${esc(code)}</b> ${esc(r.description ?? '')}</li>`)
    .join('');
  return `<section>
<h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code>${op.security ? ' <small>🔒 signed in</small>' : ''}</h3>
<p>${esc(op.summary ?? '')}</p>
${params ? `<p>Parameters: ${params}</p>` : ''}
${body ? `<p>Body (<code>${esc(body[0])}</code>):</p>${fields(body[1].schema)}` : ''}
<ul>${responses}</ul></section>`;
}

export function renderDocsPage(doc: OpenApiDoc) {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(path, method, op)]);
    }
  }
  const toc = [...byTag.keys()].map((t) => `<a href="#${esc(t)}">${esc(t)}</a>`).join(' · ');
  const sections = [...byTag].map(([t, ops]) => `<h2 id="${esc(t)}">${esc(t)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1b1b1b}
section{border:1px solid #ddd;border-radius:8px;padding:.5rem 1rem;margin:.75rem 0}
h3{font-size:1rem;margin:.4rem 0;word-break:break-all}.m{display:inline-block;min-width:4rem;font-weight:700}
.get{color:#0a6e31}.post{color:#8a4b00}.patch{color:#4b2a8a}table{border-collapse:collapse;font-size:.9rem}
td{border-top:1px solid #eee;padding:.2rem .6rem .2rem 0}code{background:#f4f4f4;padding:0 .2rem;border-radius:3px}
</style></head><body><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p><nav>${toc}</nav>${sections}</body></html>`;
}

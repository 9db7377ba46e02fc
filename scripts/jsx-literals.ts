import { parseAst } from 'vite';

/**
 * Finds words written straight into JSX, where a reader of another language would get English:
 * text children, string children (`{'Save'}`) and user-facing attributes. Each such word belongs
 * in a catalogue under src/web/locales (decision 010). Class names, ids, routes and other values
 * nobody reads are not looked at.
 */
const USER_FACING_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  // Props of our own components that end up on screen.
  'label',
  'description',
  'hint',
  'heading',
  'message',
  'legend',
]);
const A_WORD = /\p{L}{2,}/u;

export interface JsxLiteral {
  line: number;
  where: string;
  text: string;
}

interface AstNode {
  type?: string;
  start?: number;
  [key: string]: unknown;
}

function stringValue(node: AstNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    return (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(' ');
  }
  if (node.type === 'JSXExpressionContainer') return stringValue(node.expression as AstNode);
  return undefined;
}

export function findJsxLiterals(code: string, filename = 'file.tsx'): JsxLiteral[] {
  const found: JsxLiteral[] = [];
  const lineOf = (node: AstNode) => code.slice(0, node.start ?? 0).split('\n').length;
  const visit = (node: unknown, parent?: AstNode): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const current = node as AstNode;
    if (current.type === 'JSXText' && A_WORD.test(String(current.value))) {
      found.push({ line: lineOf(current), where: 'text', text: String(current.value).trim() });
    }
    if (current.type === 'JSXAttribute') {
      const name = (current.name as { name?: unknown }).name;
      const value = stringValue(current.value as AstNode);
      if (typeof name === 'string' && USER_FACING_ATTRIBUTES.has(name) && value && A_WORD.test(value)) {
        found.push({ line: lineOf(current), where: name, text: value });
      }
    }
    const isChild = parent?.type === 'JSXElement' || parent?.type === 'JSXFragment';
    if (current.type === 'JSXExpressionContainer' && isChild) {
      const value = stringValue(current.expression as AstNode);
      if (value && A_WORD.test(value)) found.push({ line: lineOf(current), where: 'text', text: value });
    }
    for (const [key, child] of Object.entries(current)) {
      if (key !== 'parent' && child && typeof child === 'object') visit(child, current);
    }
  };
  visit(parseAst(code, { lang: 'tsx' }, filename));
  return found;
}

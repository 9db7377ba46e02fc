import { cn } from '../../lib/cn';
import type { ProseBlock } from './text-list';

/** Renders paragraphs and bulleted lists (see text-list.ts) with readable spacing and contrast. */
export function ProseBlocks({ blocks, className }: { blocks: ProseBlock[]; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 text-muted', className)}>
      {blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>{block}</p>
        ) : (
          <ul key={block.join('|')} className="flex list-disc flex-col gap-2 pl-6 marker:text-brand-700">
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

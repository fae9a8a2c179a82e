import ReactMarkdown, { type Components } from 'react-markdown';
import { withoutHtmlTags } from './withoutHtmlTags';

// Links leave the slide in a new tab: following one must not end a running event's page.
const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
};

/**
 * A content slide's body. HTML tags are removed before parsing, keeping the text between them,
 * as the phone does (withoutHtmlTags.ts); skipHtml drops anything that still parses as HTML, and
 * react-markdown's URL filter removes javascript: and other unsafe links, so an imported
 * deck cannot inject markup or script.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown skipHtml components={components}>
        {withoutHtmlTags(children)}
      </ReactMarkdown>
    </div>
  );
}

import { useEffect } from 'react';

export function formatTitle(title: string | undefined): string {
  return title ? `${title} · Mingle` : 'Mingle';
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emptyPage, fieldsOf, type TBookDraft } from '../model/book-draft';
import { addBook } from './save-book';
import { WORKS_KEY } from './keys';

/** A new draft picture book with three empty pages, ready for the editor. */
export function useAddBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => {
      const draft: TBookDraft = {
        worksName: name,
        worksAuthor: '',
        worksIntro: '',
        worksCoverPic: null,
        worksBackCoverPic: null,
        backgroundColor: null,
        coverCenter: true,
        pages: [emptyPage(), emptyPage(), emptyPage()],
      };
      return addBook(fieldsOf(draft, name));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [WORKS_KEY] }),
  });
}

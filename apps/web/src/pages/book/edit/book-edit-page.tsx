import { BookEditorPage } from '../../../features/works';

/** /book/edit?id=: the picture-book editor (full screen, without the site header). */
export default function BookEditPage() {
  return <BookEditorPage />;
}

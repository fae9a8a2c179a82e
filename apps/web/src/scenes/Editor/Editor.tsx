import { useParams } from 'react-router';
import NewDeck from '../Deck/NewDeck';

export default function Editor() {
  const { id } = useParams();
  if (!id) return <NewDeck />;
  return null;
}

import { NotFoundScreen } from '../../components/NotFoundScreen';

/** A stale or mistyped address of a piece: what happened and the way back, never a raw validation message. */
export function PieceNotFound() {
  return (
    <NotFoundScreen
      pageTitle="Piece not found"
      title="There is no piece at this address."
      backTo="/writings"
      backLabel="All writings"
    >
      Open it from the list of your writings.
    </NotFoundScreen>
  );
}

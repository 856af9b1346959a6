import type { ReactNode } from 'react';
import { Create, Edit } from 'react-admin';
import { useCardSaveOptions } from './useCardSaveOptions';

export interface CardPageProps {
  resource: 'giftCards' | 'redeemCards';
  /** The card kind's i18n namespace (`gd.cards.gift`, `gd.cards.redeem`): titles and notices. */
  messages: string;
  /** The spec's delay before going back to the list (section 5). */
  redirectMs: number;
  children: ReactNode;
}

/** A card's create page: the notice, then back to the list once the delay has passed. */
export const CardCreate = ({ resource, messages, redirectMs, children }: CardPageProps) => {
  const saveOptions = useCardSaveOptions(resource, `${messages}.created`, redirectMs);
  return (
    <Create
      resource={resource}
      title={`${messages}.title_create`}
      redirect={false}
      mutationOptions={saveOptions}
    >
      {children}
    </Create>
  );
};

/** A card's edit page: pessimistic (no undo on a price or a code), same notice and delay. */
export const CardEdit = ({ resource, messages, redirectMs, children }: CardPageProps) => {
  const saveOptions = useCardSaveOptions(resource, `${messages}.updated`, redirectMs);
  return (
    <Edit
      resource={resource}
      title={`${messages}.title_edit`}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      mutationOptions={saveOptions}
    >
      {children}
    </Edit>
  );
};

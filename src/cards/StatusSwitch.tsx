import { StatusSwitch } from '../common/StatusSwitch';
import type { CardStatus } from '../domain/cards';

/** The Active/Disabled switch of both card lists (section 4), its tooltip naming the status. */
export const CardStatusSwitch = () => (
  <StatusSwitch<{ id: string; eStatus: CardStatus }, CardStatus>
    on="Active"
    off="Disabled"
    label="gd.cards.status.toggle"
    tooltip={(status) => `gd.cards.status.${status}`}
    ariaSwitch
    size="small"
  />
);

-- Blank Canvas has no ability of its own: as it enters a monster slot the rules make it a
-- composite (params.composite, plugins/four_souls/composite.py) of three monsters revealed from
-- the monster deck, the health, evasion and attack of the first, the abilities of the second
-- (its script runs for the composite) and the reward of the third.
return {}

-- Shadow: when another player pays a death penalty, you choose the item they destroy, and the
-- loot card and ¢ they lose come to you. (The death penalty reads this static ability.)
return {
  static {
    shadow = true,
  },
}

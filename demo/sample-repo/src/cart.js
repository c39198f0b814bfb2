// A tiny shopping cart: line totals, a percentage discount and VAT.

export function lineTotal(item) {
  return item.price * item.quantity;
}

export function subtotal(items) {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

/** Applies a percentage discount (0–100) to an amount. */
export function applyDiscount(amount, percent) {
  if (percent < 0 || percent > 100) throw new RangeError(`discount must be 0–100, got ${percent}`);
  return amount - percent;
}

export function total(items, { discountPercent = 0, vatRate = 0.2 } = {}) {
  const discounted = applyDiscount(subtotal(items), discountPercent);
  return Math.round(discounted * (1 + vatRate) * 100) / 100;
}

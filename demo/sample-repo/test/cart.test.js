import { test } from "node:test";
import assert from "node:assert/strict";
import { applyDiscount, subtotal, total } from "../src/cart.js";

const items = [
  { name: "notebook", price: 4.5, quantity: 2 },
  { name: "pen", price: 1.25, quantity: 4 },
];

test("subtotal adds every line", () => {
  assert.equal(subtotal(items), 14);
});

test("a 10% discount takes a tenth off", () => {
  assert.equal(applyDiscount(200, 10), 180);
});

test("total applies the discount before VAT", () => {
  assert.equal(total(items, { discountPercent: 50, vatRate: 0.2 }), 8.4);
});

test("discounts outside 0–100 are refused", () => {
  assert.throws(() => applyDiscount(10, 120), RangeError);
});

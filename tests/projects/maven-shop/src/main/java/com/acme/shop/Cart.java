package com.acme.shop;

import java.util.ArrayList;
import java.util.List;

/** A shopping cart: lines of items, a discount policy, a total in cents. */
public class Cart {
  /** One line of the cart. */
  public static final class Line {
    private final String item;
    private final int cents;
    private final int quantity;

    public Line(String item, int cents, int quantity) {
      if (cents < 0 || quantity <= 0) throw new IllegalArgumentException("bad line");
      this.item = item;
      this.cents = cents;
      this.quantity = quantity;
    }

    public int total() {
      return Math.multiplyExact(cents, quantity);
    }

    public String item() {
      return item;
    }
  }

  private final List<Line> lines = new ArrayList<>();
  private Discount discount = Discount.NONE;

  public void add(String item, int cents, int quantity) {
    lines.add(new Line(item, cents, quantity));
  }

  public void setDiscount(Discount discount) {
    if (discount == null) throw new NullPointerException("discount");
    this.discount = discount;
  }

  public int size() {
    return lines.size();
  }

  public int total() {
    int sum = 0;
    for (Line l : lines) sum += l.total();
    return discount.apply(sum);
  }

  /** Cents to a price text: 1234 -> "12.34". */
  public static String format(int cents) {
    if (cents < 0) return "-" + format(-cents);
    int rest = cents % 100;
    return cents / 100 + "." + (rest < 10 ? "0" : "") + rest;
  }
}

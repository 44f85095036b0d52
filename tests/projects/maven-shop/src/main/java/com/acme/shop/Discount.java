package com.acme.shop;

/** How a total is reduced. */
public interface Discount {
  Discount NONE = total -> total;

  int apply(int total);

  /** A percentage off, rounded down. */
  final class Percent implements Discount {
    private final int percent;

    public Percent(int percent) {
      if (percent < 0 || percent > 100) throw new IllegalArgumentException("percent");
      this.percent = percent;
    }

    @Override
    public int apply(int total) {
      return total - total * percent / 100;
    }
  }

  /** A fixed amount off, never below zero. */
  final class Amount implements Discount {
    private final int cents;

    public Amount(int cents) {
      this.cents = cents;
    }

    @Override
    public int apply(int total) {
      return total > cents ? total - cents : 0;
    }
  }
}

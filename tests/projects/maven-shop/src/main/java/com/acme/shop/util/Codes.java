package com.acme.shop.util;

/** Article codes: "AB-1234" with a check digit rule. */
public final class Codes {
  private static final int[] WEIGHTS;

  static {
    WEIGHTS = new int[] {3, 1, 3, 1};
  }

  private Codes() {}

  public static boolean isValid(String code) {
    if (code == null || code.length() != 7 || code.charAt(2) != '-') return false;
    int sum = 0;
    for (int i = 0; i < 4; i++) {
      char c = code.charAt(3 + i);
      if (c < '0' || c > '9') return false;
      sum += (c - '0') * WEIGHTS[i];
    }
    return sum % 10 == 0;
  }

  public static int parseNumber(String code) {
    if (!isValid(code)) throw new IllegalArgumentException(code);
    return Integer.parseInt(code.substring(3));
  }

  public static <T extends Comparable<T>> T max(T[] values) {
    T best = null;
    for (T v : values) if (best == null || v.compareTo(best) > 0) best = v;
    return best;
  }
}

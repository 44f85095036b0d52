package com.acme.modern;

/** String, StringBuilder and Math methods that came after Java 17. */
public final class Texts {
  private Texts() {}

  /** The position of the first separator within [from, to), or -1 (String.indexOf, Java 21). */
  public static int separatorIn(String line, int from, int to) {
    return line.indexOf(';', from, to);
  }

  /** A ruler of dashes with a mark every ten (StringBuilder.repeat, Java 21). */
  public static String ruler(int length) {
    StringBuilder sb = new StringBuilder();
    int tens = Math.clamp(length / 10, 0, 8);
    for (int i = 0; i < tens; i++) {
      sb.repeat('-', 9).append('|');
    }
    return sb.repeat("-", Math.clamp(length - 10L * tens, 0, 9)).toString();
  }

  /** A percentage kept within 0..100 (Math.clamp, Java 21). */
  public static int percent(long part, long whole) {
    if (whole == 0) {
      return 0;
    }
    return Math.clamp(part * 100 / whole, 0, 100);
  }

  /** The length of a text, -1 for anything else or nothing (case null, default). */
  public static int lengthOf(Object value) {
    return switch (value) {
      case String s -> s.length();
      case CharSequence cs when cs.isEmpty() -> 0;
      case null, default -> -1;
    };
  }

  /** A command word of a text adventure: switch on strings as javac 21 writes it. */
  public static int direction(String word) {
    return switch (word) {
      case "north", "n" -> 0;
      case "east", "e" -> 1;
      case "south", "s" -> 2;
      case "west", "w" -> 3;
      default -> -1;
    };
  }
}

/**
 * Check-digit schemes over arrays of digits (Luhn, ISBN-10, a weighted mod-97 code), built from
 * small shared helpers that the loops call on every element: a deep chain of calls where
 * compositional generation analyses each helper once.
 */
public final class CheckDigits {
  private CheckDigits() {}

  /** The value of a digit, or -1 when it is not one (10 stands for ISBN's 'X'). */
  static int digitValue(int d, boolean allowTen) {
    if (d >= 0 && d <= 9) return d;
    if (allowTen && d == 10) return 10;
    return -1;
  }

  /** The sum of the decimal digits of a non-negative number below 100. */
  static int digitSum(int x) {
    if (x >= 10) return x / 10 + x % 10;
    return x;
  }

  /** Luhn's doubling of every second digit from the right. */
  static int luhnTerm(int d, int positionFromRight) {
    int v = digitValue(d, false);
    if (v < 0) throw new IllegalArgumentException("not a digit");
    if (positionFromRight % 2 == 1) return digitSum(2 * v);
    return v;
  }

  static int weighted(int d, int weight, boolean allowTen) {
    int v = digitValue(d, allowTen);
    if (v < 0) return -1;
    return mulMod(v, weight, 97);
  }

  static int mulMod(int a, int b, int m) {
    int p = a * b;
    int r = p % m;
    return r < 0 ? r + m : r;
  }

  static int addMod(int a, int b, int m) {
    return mulMod(a + b, 1, m);
  }

  /** Whether the digits pass the Luhn check (credit card numbers). */
  public static boolean luhn(int[] digits) {
    int sum = 0;
    for (int i = 0; i < digits.length; i++) {
      sum += luhnTerm(digits[digits.length - 1 - i], i);
    }
    return digits.length > 0 && sum % 10 == 0;
  }

  /** Whether ten digits (the last may be 10 for 'X') form a valid ISBN-10. */
  public static boolean isbn10(int[] digits) {
    if (digits.length != 10) return false;
    int sum = 0;
    for (int i = 0; i < digits.length; i++) {
      int w = weighted(digits[i], 10 - i, i == 9);
      if (w < 0) return false;
      sum = addMod(sum, w, 11);
    }
    return sum == 0;
  }

  /** A weighted mod-97 checksum of the digits, -1 when one is not a digit. */
  public static int mod97(int[] digits) {
    int sum = 0;
    for (int i = 0; i < digits.length; i++) {
      int w = weighted(digits[i], i + 1, false);
      if (w < 0) return -1;
      sum = addMod(sum, w, 97);
    }
    return sum;
  }

  /** The Luhn check digit that completes a number: helpers called from a loop in a loop. */
  public static int luhnCheckDigit(int[] digits) {
    for (int c = 0; c <= 9; c++) {
      int sum = luhnTerm(c, 0);
      for (int i = 0; i < digits.length; i++) sum += luhnTerm(digits[digits.length - 1 - i], i + 1);
      if (sum % 10 == 0) return c;
    }
    return -1;
  }
}

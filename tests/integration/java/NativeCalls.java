// Calls of native methods (their specification is tests/integration/native-specs.json).
public class NativeCalls {
  static int calls;

  static native int checksum(int x);

  native boolean accepts(long v);

  public static int twice(int x) {
    int c = checksum(x);
    if (c > 10) return c * 2;
    return -c;
  }

  public int filter(long v) {
    return accepts(v) ? 1 : 0;
  }
}

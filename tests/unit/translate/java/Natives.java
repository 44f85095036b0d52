// Native methods, and callers of them: without a spec a native is code outside the analysed
// classes; with one its stand-in runs.
public class Natives {
  static int calls;
  boolean ready;

  static native int checksum(int x);

  native boolean accepts(long v);

  public static int twice(int x) {
    return checksum(x) * 2;
  }

  public int filter(long v) {
    return accepts(v) ? 1 : 0;
  }
}

// Prints the JVM's Double.toString and Float.toString of a deterministic sample of values, one
// per line, for check_float_text: "d <16 hex digits of the bits> <text>" and
// "f <8 hex digits of the bits> <text>". Argument: the number of lines (default 2000000);
// fixed edge cases come first, then seeded pseudo-random values of several kinds.
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

public final class FloatTextSamples {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private final BufferedWriter out;
  private final long limit;
  private long lines;
  private final SplittableRandom random = new SplittableRandom(0x5eed_f10a7L);

  private FloatTextSamples(BufferedWriter out, long limit) {
    this.out = out;
    this.limit = limit;
  }

  public static void main(String[] args) throws IOException {
    long limit = args.length > 0 ? Long.parseLong(args[0]) : 2_000_000L;
    BufferedWriter out = new BufferedWriter(
        new OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 << 16);
    FloatTextSamples samples = new FloatTextSamples(out, limit);
    samples.edgeCases();
    while (samples.lines < limit) {
      samples.randomDouble();
      samples.randomFloat();
    }
    out.flush();
  }

  private void hex(long bits, int digits) throws IOException {
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) {
      out.write(HEX[(int) (bits >>> shift) & 15]);
    }
  }

  private void d(double v) throws IOException {
    if (lines >= limit) return;
    out.write("d ");
    hex(Double.doubleToRawLongBits(v), 16);
    out.write(' ');
    out.write(Double.toString(v));
    out.write('\n');
    lines++;
  }

  private void f(float v) throws IOException {
    if (lines >= limit) return;
    out.write("f ");
    hex(Float.floatToRawIntBits(v), 8);
    out.write(' ');
    out.write(Float.toString(v));
    out.write('\n');
    lines++;
  }

  // v and its neighbours up to `ulps` steps away, both signs.
  private void dAround(double v, int ulps) throws IOException {
    double up = v;
    double down = v;
    d(v);
    d(-v);
    for (int i = 0; i < ulps; i++) {
      up = Math.nextUp(up);
      down = Math.nextDown(down);
      d(up);
      d(down);
    }
  }

  private void fAround(float v, int ulps) throws IOException {
    float up = v;
    float down = v;
    f(v);
    f(-v);
    for (int i = 0; i < ulps; i++) {
      up = Math.nextUp(up);
      down = Math.nextDown(down);
      f(up);
      f(down);
    }
  }

  private void edgeCases() throws IOException {
    double[] doubles = {0.0, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL,
        Double.NaN, Double.POSITIVE_INFINITY, 0.1 + 0.2, 1.0E23, 2.82879384806159E17, 0.1,
        1.0E-3, 1.0E7, 9999999.0, 9999999.999999998, 0.001 * (1 - 1e-16), 2.0E-3, 1.0E21,
        1.0E22, 5.0E-324, Math.PI, Math.E, Long.MAX_VALUE, Long.MIN_VALUE, Integer.MAX_VALUE};
    for (double v : doubles) dAround(v, 4);
    float[] floats = {0.0f, Float.MIN_VALUE, Float.MAX_VALUE, Float.MIN_NORMAL, Float.NaN,
        Float.POSITIVE_INFINITY, 0.1f + 0.2f, 1.0E10f, 3.4028235E38f, 0.1f, 1.0E-3f, 1.0E7f,
        9999999.0f, 1.07374182E9f, 1.0E-44f, (float) Math.PI, (float) Math.E, 16777216.0f};
    for (float v : floats) fAround(v, 4);
    for (int k = -1074; k <= 1023; k++) dAround(Math.scalb(1.0, k), 2);
    for (int k = -149; k <= 127; k++) fAround(Math.scalb(1.0f, k), 2);
    for (int k = -324; k <= 308; k++) dAround(Double.parseDouble("1E" + k), 3);
    for (int k = -45; k <= 38; k++) fAround(Float.parseFloat("1E" + k), 3);
    for (long i = 0; i <= 100_000; i++) {
      d(i);
      f(i);
    }
  }

  private long pow10(int n) {
    long p = 1;
    for (int i = 0; i < n; i++) p *= 10;
    return p;
  }

  // A decimal with up to `maxDigits` significant digits and a decimal exponent in [lo, hi].
  private String shortDecimal(int maxDigits, int lo, int hi) {
    long mantissa = random.nextLong(pow10(1 + random.nextInt(maxDigits)));
    int exponent = lo + random.nextInt(hi - lo + 1);
    return (random.nextBoolean() ? "-" : "") + mantissa + "E" + exponent;
  }

  private void randomDouble() throws IOException {
    switch (random.nextInt(9)) {
      case 0, 1 -> d(Double.longBitsToDouble(random.nextLong()));
      case 2 -> d(Double.parseDouble(shortDecimal(17, -330, 310)));
      case 3 -> d(Double.parseDouble(shortDecimal(17, -22, 25)));
      case 4 -> d((double) (random.nextLong() >> random.nextInt(64)));
      case 5 -> {
        double p = random.nextBoolean() ? Math.scalb(1.0, random.nextInt(-1074, 1024))
                                        : Double.parseDouble("1E" + random.nextInt(-324, 309));
        d(Double.longBitsToDouble(Double.doubleToRawLongBits(p) + random.nextInt(-3, 4)));
      }
      case 6 -> d(Double.longBitsToDouble(
          random.nextLong() & (-1L >>> (12 + random.nextInt(52)) | Long.MIN_VALUE)));
      case 7 -> {
        double base = random.nextBoolean() ? 1.0E-3 : 1.0E7;
        long step = random.nextBoolean() ? random.nextInt(-1000, 1001)
                                         : random.nextLong(-(1L << 40), 1L << 40);
        d(Double.longBitsToDouble(Double.doubleToRawLongBits(base) + step));
      }
      default -> {
        double a = Double.parseDouble(shortDecimal(4, -4, 4));
        double b = Double.parseDouble(shortDecimal(4, -4, 4));
        switch (random.nextInt(4)) {
          case 0 -> d(a + b);
          case 1 -> d(a - b);
          case 2 -> d(a * b);
          default -> d(a / b);
        }
      }
    }
  }

  private void randomFloat() throws IOException {
    switch (random.nextInt(9)) {
      case 0, 1 -> f(Float.intBitsToFloat(random.nextInt()));
      case 2 -> f(Float.parseFloat(shortDecimal(9, -47, 39)));
      case 3 -> f(Float.parseFloat(shortDecimal(9, -10, 12)));
      case 4 -> f((float) (random.nextLong() >> random.nextInt(64)));
      case 5 -> {
        float p = random.nextBoolean() ? Math.scalb(1.0f, random.nextInt(-149, 128))
                                       : Float.parseFloat("1E" + random.nextInt(-45, 39));
        f(Float.intBitsToFloat(Float.floatToRawIntBits(p) + random.nextInt(-3, 4)));
      }
      case 6 -> f(Float.intBitsToFloat(
          random.nextInt() & (-1 >>> (9 + random.nextInt(23)) | Integer.MIN_VALUE)));
      case 7 -> {
        float base = random.nextBoolean() ? 1.0E-3f : 1.0E7f;
        f(Float.intBitsToFloat(Float.floatToRawIntBits(base) + random.nextInt(-100_000, 100_001)));
      }
      default -> {
        if (random.nextBoolean()) {
          f((float) Double.longBitsToDouble(random.nextLong()));
          return;
        }
        float a = Float.parseFloat(shortDecimal(4, -4, 4));
        float b = Float.parseFloat(shortDecimal(4, -4, 4));
        switch (random.nextInt(4)) {
          case 0 -> f(a + b);
          case 1 -> f(a - b);
          case 2 -> f(a * b);
          default -> f(a / b);
        }
      }
    }
  }
}

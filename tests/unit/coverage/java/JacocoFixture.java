// Fixture methods for the JaCoCo coverage unit tests (tests/unit/testcase). The expected
// counters in jacoco_fixtures.inc were measured by running these methods under the JaCoCo 0.8.6
// agent; the step traces there were recorded from the same class file. Changing this file
// changes the bytecode: regenerate the fixtures with tools/regen.sh afterwards.
public class JacocoFixture {
  static final Object LOCK = new Object();
  static int counter;

  static int sign(int x) {
    if (x > 0) {
      return 1;
    } else if (x < 0) {
      return -1;
    }
    return 0;
  }

  static int sumTo(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
      s += i;
    }
    return s;
  }

  static int countDown(int n) {
    while (n > 10) {
      n -= 3;
    }
    return n;
  }

  static int both(int a, int b) {
    if (a > 0 && b > 0) {
      return 1;
    }
    return a > b ? a : b;
  }

  static int dense(int x) {
    switch (x) {
      case 1:
        return 10;
      case 2:
        return 20;
      case 3:
      case 4:
        return 34;
      default:
        return -1;
    }
  }

  static int sparse(int x) {
    int r;
    switch (x) {
      case 1:
        r = 1;
        break;
      case 100:
        r = 2;
        break;
      case 1000:
        r = 3;
        break;
      default:
        r = 0;
    }
    return r;
  }

  static int fallThrough(int x) {
    int r = 0;
    switch (x) {
      case 1:
        r += 1;
      case 2:
        r += 2;
        break;
      case 5:
        r += 5;
        break;
      default:
        break;
    }
    return r;
  }

  static int divCatch(int a, int b) {
    try {
      int q = a / b;
      return q + 1;
    } catch (ArithmeticException e) {
      return -1;
    }
  }

  static int divMidLine(int a, int b) {
    int x = a + 1;
    int y = x * 2 + a / b + 3;
    return y;
  }

  static int helperDiv(int a, int b) {
    int t = a * 3;
    return t / b;
  }

  static int callThrows(int a, int b) {
    int x = a + 1;
    int y = helperDiv(x, b);
    return y + 1;
  }

  static int callThrowsCaught(int a, int b) {
    int r = a;
    try {
      r = helperDiv(a, b) + 2;
      r = r * 2;
    } catch (ArithmeticException e) {
      r = -r;
    }
    return r;
  }

  static int id(int v) {
    return v;
  }

  static int callThenThrow(int a, int b) {
    int x = a * 2;
    int y = id(a) + a / b;
    return x + y;
  }

  static int nested(int a, int b) {
    return id(id(a) + id(b)) + 1;
  }

  static int checked(int x) {
    if (x < 0) {
      throw new IllegalArgumentException();
    }
    return x * 2;
  }

  static int withFinally(int a, int b) {
    int r = 0;
    try {
      r = a / b;
    } catch (ArithmeticException e) {
      r = -1;
    } finally {
      r += 10;
    }
    return r;
  }

  static int finallyReturn(int a, int b) {
    try {
      if (a > b) {
        return a / b;
      }
      a++;
    } finally {
      counter++;
    }
    return a;
  }

  static int sync(int a) {
    synchronized (LOCK) {
      counter += a;
    }
    return counter;
  }

  static int loopSwitch(int n) {
    int r = 0;
    for (int i = 0; i < n; i++) {
      switch (i % 3) {
        case 0:
          r += 1;
          break;
        case 1:
          r += 10;
          continue;
        default:
          r += 100;
      }
      r *= 2;
    }
    return r;
  }

  static int multiCatch(int a, int b) {
    int r;
    try {
      r = a / b;
    } catch (ArithmeticException | IllegalStateException e) {
      r = -1;
    }
    return r;
  }

  static int applyTwice(int x) {
    java.util.function.IntUnaryOperator f = v -> v + 1;
    return f.applyAsInt(f.applyAsInt(x));
  }

  static int ternaryArg(int a) {
    return id(a > 0 ? a : -a) + id(a);
  }

  static int doWhile(int n) {
    do {
      n -= 2;
    } while (n > 0);
    return n;
  }

  static int breakLoop(int n) {
    while (true) {
      if (n > 100) {
        break;
      }
      n = n * 2 + 1;
    }
    return n;
  }

  static int orChain(int a, int b, int c) {
    if (a > 0 || b > 0 || c > 0) {
      return 1;
    }
    return 0;
  }

  static int nestedFinally(int a, int b) {
    int r = 0;
    try {
      try {
        r = a / b;
      } finally {
        r += 1;
      }
    } finally {
      r += 100;
    }
    return r;
  }

  static int catchReturn(int a, int b) {
    try {
      return a / b;
    } catch (ArithmeticException e) {
      return id(a);
    } finally {
      counter++;
    }
  }

  static int emptyCatch(int a, int b) {
    int r = 7;
    try {
      r = a / b;
    } catch (ArithmeticException e) {
    } finally {
      r++;
    }
    return r;
  }

  static int switchInTry(int x) {
    try {
      switch (x) {
        case 0:
          return 1 / x;
        case 1:
          return 2;
        default:
          break;
      }
    } catch (ArithmeticException e) {
      return -1;
    }
    return 0;
  }

  static int throwInCallee(int a) {
    int r = a + 1;
    try {
      r += checked(a);
    } catch (IllegalArgumentException e) {
      r = 0;
    }
    return r;
  }

  static int syncThrow(int a, int b) {
    synchronized (LOCK) {
      counter += a / b;
    }
    return counter;
  }

  static int sharedDefault(int x) {
    int r = 0;
    switch (x) {
      case 5:
      default:
        r = 1;
        break;
      case 9:
        r = 2;
        break;
      case 1000:
        r = 3;
    }
    return r;
  }

  // javac's two switches for a switch on strings ("Aa" and "BB" share a hash code).
  static int stringSwitch(int x) {
    String s = x == 0 ? "go" : x == 1 ? "Aa" : x == 2 ? "BB" : "other";
    switch (s) {
      case "go":
        return 1;
      case "Aa":
        return 2;
      case "BB":
        return 3;
      default:
        return 0;
    }
  }

  static int catchInLoop(int n) {
    int r = 0;
    for (int i = -2; i < n; i++) {
      try {
        r += 10 / i;
      } catch (ArithmeticException e) {
        r += 1000;
      }
    }
    return r;
  }
}

// Classes whose generated methods JaCoCo filters: enum values()/valueOf()/$values()/constructor,
// a private empty constructor.
enum FixtureColor {
  RED,
  GREEN
}

final class FixtureUtil {
  private FixtureUtil() {}

  static int twice(int x) {
    return 2 * x;
  }
}

// Fixture for the compositional tests: helpers of every kind a summary meets.
public class Helpers {
  static int limit = 3;  // static state: methods reading it are unfolded
  int counter;

  private static final class Pair {
    final int first;
    final int second;

    Pair(int first, int second) {
      this.first = first;
      this.second = second;
    }
  }

  private static final class Node {
    int value;
    Node next;
  }

  static int valueOf(Node n) {
    return n.value;
  }

  static boolean isLast(Node n) {
    return n.next == null;
  }

  static void bump(Node n, int by) {
    n.value += by;
  }

  static Node second(Node n) {
    return n.next;
  }

  static boolean sameValue(Node a, Node b) {
    return a.value == b.value;
  }

  // Helpers over nodes the caller has already looked at are composed; the others unfolded.
  static int sumFirstTwo(Node head) {
    if (head == null) return 0;
    int s = valueOf(head);
    if (!isLast(head)) {
      Node next = second(head);
      s += valueOf(next);
      if (sameValue(head, next)) s++;
    }
    bump(head, 1);
    return s + valueOf(head);
  }

  static int sign(int x) {
    if (x > 0) return 1;
    if (x < 0) return -1;
    return 0;
  }

  static int twoSigns(int a, int b) {
    return sign(a) + sign(b);
  }

  static boolean even(int n) {
    return n == 0 || odd(n - 1);
  }

  static boolean odd(int n) {
    return n != 0 && even(n - 1);
  }

  static boolean parity(int n) {
    return even(n);
  }

  static int divide(int a, int b) {
    return a / b;
  }

  static int quotientPlusOne(int a, int b) {
    return divide(a, b) + 1;
  }

  static int checked(int x) {
    if (x < 0) throw new IllegalArgumentException("negative: below zero");
    return x;
  }

  static int checkedTwice(int x, int y) {
    return checked(x) + checked(y);
  }

  static int sumOfPair(int a, int b) {
    Pair p = new Pair(a, b);
    return p.first + sign(p.second);
  }

  int bump(int by) {
    counter += by;
    return counter;
  }

  int bumpTwice(int by) {
    return bump(by) + bump(sign(by));
  }

  static int capped(int x) {
    return x > limit ? limit : x;
  }

  static int cappedSign(int x) {
    return sign(capped(x));
  }

  static long widen(long a, int b) {
    return a * sign(b);
  }

  // A helper over an interface has no general summary (its argument may be of several
  // classes); calls that pass an object of known class get a summary specialized to it.
  interface Shape {
    int area();
  }

  private static final class Square implements Shape {
    private final int side;

    Square(int side) {
      this.side = side;
    }

    @Override
    public int area() {
      if (side < 0) throw new IllegalArgumentException("negative side");
      return side * side;
    }
  }

  private static final class Strip implements Shape {
    private final int length;

    Strip(int length) {
      this.length = length;
    }

    @Override
    public int area() {
      return length;
    }
  }

  static int scaledArea(Shape s, int times) {
    if (s == null) return 0;
    int a = s.area();
    return times > 1 ? a * times : a;
  }

  static int squaresAndStrip(int a, int b) {
    return scaledArea(new Square(a), 2) + scaledArea(new Square(b), 2) + scaledArea(new Strip(a), 1)
        + scaledArea(null, 3);
  }
}

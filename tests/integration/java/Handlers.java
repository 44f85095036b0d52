/**
 * Errors raised inside a helper that calls through an interface: the caller passes a lambda,
 * a class the helper's error summary never met, so the call must be unfolded, not cut.
 */
public class Handlers {
  public interface Handler {
    int handle(int x);
  }

  public static final class Echo implements Handler {
    @Override
    public int handle(int x) {
      if (x == 7) throw new IllegalStateException("seven");
      return x;
    }
  }

  static int dispatch(Handler h, int x) {
    return h.handle(x);
  }

  public static int divideHundred(int x) {
    return dispatch(y -> 100 / y, x);
  }
}

/** Money done the usual (wrong) way, with doubles, and the rounding that hides it. */
public class Money {
    public static double roundToCents(double amount) {
        return Math.round(amount * 100) / 100.0;
    }

    public static long totalCents(double price, int quantity) {
        return (long) (price * quantity * 100);
    }

    public static boolean addsUp(double a, double b, double total) {
        return a + b == total;
    }

    public static double withTax(double net, float rate) {
        if (rate < 0 || rate > 1) {
            throw new IllegalArgumentException("rate " + rate);
        }
        return net + Math.floor(net * rate * 100) / 100;
    }

    public static int compareAmounts(double a, double b) {
        return Double.compare(a, b);
    }

    public static String format(double amount) {
        return "EUR " + amount;
    }
}

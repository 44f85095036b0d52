/** Plane and solid geometry as a drawing application computes it. */
public class Geometry {
    private Geometry() {
    }

    /** The bearing of (dx, dy) in degrees, counter-clockwise from the x axis, in [0, 360). */
    public static double bearing(double dx, double dy) {
        double degrees = Math.toDegrees(Math.atan2(dy, dx));
        if (degrees < 0) {
            return degrees + 360;
        }
        return degrees;
    }

    /** The distance between two points. */
    public static double distance(double x1, double y1, double x2, double y2) {
        return Math.hypot(x2 - x1, y2 - y1);
    }

    /** The side of a cube of the given volume. */
    public static double cubeSide(double volume) {
        if (volume < 0) {
            throw new IllegalArgumentException("negative volume");
        }
        return Math.cbrt(volume);
    }

    /** The value of a deposit after some years of compound interest. */
    public static double compound(double principal, double rate, int years) {
        if (years < 0) {
            throw new IllegalArgumentException("years");
        }
        return principal * StrictMath.pow(1 + rate, years);
    }

    /** The height a ramp of this length reaches at this angle (degrees), or -1 if too steep. */
    public static double rampHeight(double length, int degrees) {
        if (degrees <= 0 || degrees >= 90) {
            return -1;
        }
        return length * StrictMath.sin(Math.toRadians(degrees));
    }
}

/** Transcendental functions as everyday code calls them (see the cli test). */
public class Trig {
    /** The side of a cube: Math.cbrt is StrictMath's fdlibm in JDK 17, exactly modelled. */
    public static double side(double volume) {
        return Math.cbrt(volume);
    }

    /** The height of a unit ramp at an angle in whole degrees, or -1 if it is not a ramp. */
    public static double ramp(int degrees) {
        if (degrees <= 0 || degrees >= 90) {
            return -1;
        }
        return StrictMath.sin(Math.toRadians(degrees));
    }

    /** Steeper than 45 degrees. */
    public static boolean steep(int degrees) {
        return degrees > 0 && degrees < 90 && StrictMath.tan(Math.toRadians(degrees)) > 1.0;
    }

    /** Math.sin is a HotSpot intrinsic, not StrictMath's: an unhandled call. */
    public static double wave(double x) {
        return Math.sin(x);
    }
}

/** Unsafe when sensor() (a further input source of the run) returns 3. */
public class Sensor {
    static int sensor() {
        return 0;
    }

    public static void main(String[] args) {
        assert sensor() != 3;
    }
}

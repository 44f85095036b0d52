import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/** Named colour sets whose common instances are cached, as a library caches its constants. */
public final class Palette {
    public static final Palette EMPTY = new Palette("");
    public static final Palette PRIMARY = new Palette("rgb");
    // Shared between threads: a test cannot refill it, only reach the JVM's own palettes.
    private static final Map<String, Palette> COMMON = Collections.synchronizedMap(new HashMap<>());

    static {
        COMMON.put(null, EMPTY);
        COMMON.put("", EMPTY);
        COMMON.put("rgb", PRIMARY);
    }

    private final String colours;

    private Palette(String colours) {
        this.colours = colours;
    }

    /** The cached palette of these colours (the same object every time), or a new one. */
    public static Palette of(String colours) {
        Palette common = COMMON.get(colours);
        return common != null ? common : new Palette(colours);
    }

    public int size() {
        return colours.length();
    }
}

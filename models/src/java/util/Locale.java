package java.util;

/**
 * symtest model of java.util.Locale: language, country and variant as the JDK's constructors
 * normalize them (language lower-cased and country upper-cased, ASCII letters only), the
 * constants (ROOT, ENGLISH, US, UK, ...), getLanguage, getCountry, getVariant, toString and
 * equals. The old and new ISO codes the JDK maps (he/iw, yi/ji, id/in), getDefault (the JVM's
 * choice), hashCode and the display, script and extension methods are unhandled calls.
 */
public final class Locale implements Cloneable, java.io.Serializable {
    public static final Locale ENGLISH = new Locale("en", "", true);
    public static final Locale FRENCH = new Locale("fr", "", true);
    public static final Locale GERMAN = new Locale("de", "", true);
    public static final Locale ITALIAN = new Locale("it", "", true);
    public static final Locale JAPANESE = new Locale("ja", "", true);
    public static final Locale KOREAN = new Locale("ko", "", true);
    public static final Locale CHINESE = new Locale("zh", "", true);
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN", true);
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW", true);
    public static final Locale FRANCE = new Locale("fr", "FR", true);
    public static final Locale GERMANY = new Locale("de", "DE", true);
    public static final Locale ITALY = new Locale("it", "IT", true);
    public static final Locale JAPAN = new Locale("ja", "JP", true);
    public static final Locale KOREA = new Locale("ko", "KR", true);
    public static final Locale UK = new Locale("en", "GB", true);
    public static final Locale US = new Locale("en", "US", true);
    public static final Locale CANADA = new Locale("en", "CA", true);
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA", true);
    public static final Locale ROOT = new Locale("", "", true);
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        String lang = asciiCase(language, 'A', 32);
        if (lang.equals("he") || lang.equals("iw") || lang.equals("yi") || lang.equals("ji")
                || lang.equals("id") || lang.equals("in")) {
            mappedIsoCode();
        }
        this.language = lang;
        this.country = asciiCase(country, 'a', -32);
        this.variant = variant;
    }

    /** A constant: its parts are already in normal form (a cheap class initializer). */
    private Locale(String language, String country, boolean normal) {
        this.language = language;
        this.country = country;
        this.variant = "";
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    /** The JDK maps between the old and new codes of Hebrew, Yiddish and Indonesian. */
    private static native void mappedIsoCode();

    private static native Locale defaultLocale();

    private static native int baseLocaleHash(Locale l);

    /** s with the ASCII letters from `first` to first + 25 shifted by `delta` (LocaleUtils). */
    private static String asciiCase(String s, char first, int delta) {
        int n = s.length();
        char[] out = new char[n];
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            out[i] = c >= first && c <= first + 25 ? (char) (c + delta) : c;
        }
        return new String(out);
    }

    public static Locale getDefault() {
        return defaultLocale();
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return "";
    }

    public boolean hasExtensions() {
        return false;
    }

    public String toString() {
        boolean l = !language.isEmpty();
        boolean r = !country.isEmpty();
        boolean v = !variant.isEmpty();
        StringBuilder result = new StringBuilder(language);
        if (r || (l && v)) {
            result.append('_').append(country);
        }
        if (v && (l || r)) {
            result.append('_').append(variant);
        }
        return result.toString();
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale other = (Locale) obj;
        return language.equals(other.language) && country.equals(other.country)
                && variant.equals(other.variant);
    }

    public int hashCode() {
        return baseLocaleHash(this);
    }
}

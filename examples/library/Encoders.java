/**
 * Pluggable string encoders, as phonetic libraries write them: each encoder class keeps its
 * tables in static final arrays, and a utility compares two names through any encoder. A test
 * makes the encoder (the JVM initializes its class then), so its tables are never null.
 */
public final class Encoders {
    private Encoders() {
    }

    /** Encodes a name; null for null. */
    public interface Encoder {
        String encode(String name);
    }

    /** Keeps the vowels of a name, in upper case. */
    public static final class VowelKeeper implements Encoder {
        private static final char[] VOWELS = {'A', 'E', 'I', 'O', 'U'};

        @Override
        public String encode(String name) {
            if (name == null) {
                return null;
            }
            StringBuilder out = new StringBuilder();
            for (int i = 0; i < name.length(); i++) {
                char c = Character.toUpperCase(name.charAt(i));
                if (isVowel(c)) {
                    out.append(c);
                }
            }
            return out.toString();
        }

        private static boolean isVowel(char c) {
            for (char v : VOWELS) {
                if (v == c) {
                    return true;
                }
            }
            return false;
        }
    }

    /** The number of places where the encodings of two names agree; 0 when one is null. */
    public static int agreement(Encoder encoder, String a, String b) {
        String ea = encoder.encode(a);
        String eb = encoder.encode(b);
        if (ea == null || eb == null) {
            return 0;
        }
        int same = 0;
        for (int i = 0; i < Math.min(ea.length(), eb.length()); i++) {
            if (ea.charAt(i) == eb.charAt(i)) {
                same++;
            }
        }
        return same;
    }
}

package java.lang;

/**
 * symtest's model of string concatenation with `+` (javac's invokedynamic to
 * StringConcatFactory.makeConcatWithConstants). The translator passes the recipe with a type
 * tag after each argument marker (\u0001): I int/short/byte, C char, Z boolean, J long,
 * F float, D double, L reference; primitive arguments travel in `ints`, `longs`, `floats` and
 * `doubles`, references in `refs`.
 */
public final class SymtestConcat {
    private SymtestConcat() {
    }

    public static String concat(String recipe, int[] ints, long[] longs, float[] floats, double[] doubles,
            Object[] refs) {
        StringBuilder sb = new StringBuilder();
        int ii = 0;
        int li = 0;
        int fi = 0;
        int di = 0;
        int ri = 0;
        for (int i = 0; i < recipe.length(); i++) {
            char c = recipe.charAt(i);
            if (c != '\u0001') {
                sb.append(c);
                continue;
            }
            i++;
            char tag = recipe.charAt(i);
            if (tag == 'I') {
                sb.append(ints[ii]);
                ii++;
            } else if (tag == 'C') {
                sb.append((char) ints[ii]);
                ii++;
            } else if (tag == 'Z') {
                sb.append(ints[ii] != 0);
                ii++;
            } else if (tag == 'J') {
                sb.append(longs[li]);
                li++;
            } else if (tag == 'F') {
                sb.append(floats[fi]);
                fi++;
            } else if (tag == 'D') {
                sb.append(doubles[di]);
                di++;
            } else {
                Object o = refs[ri];
                ri++;
                if (o instanceof String) {
                    sb.append((String) o);
                } else {
                    // Object.toString of other classes is not modelled: an unhandled call.
                    sb.append(o == null ? "null" : o.toString());
                }
            }
        }
        if (sb.length() == 0) {
            // A new string, as the JDK's concatenation (JLS 15.18.1), not StringBuilder's "".
            return new String();
        }
        return sb.toString();
    }
}

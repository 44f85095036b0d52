package com.acme.util;

import java.util.Locale;

/** Normalizes names with a locale the JDK keeps in a static field. */
public class Names {
    public static String normalize(String s) {
        if (s == null) {
            return "";
        }
        return s.trim().toLowerCase(Locale.ROOT);
    }

    public static int initials(String first, String last) {
        if (first == null || last == null || first.isEmpty() || last.isEmpty()) {
            return 0;
        }
        return first.charAt(0) * 31 + last.charAt(0);
    }
}

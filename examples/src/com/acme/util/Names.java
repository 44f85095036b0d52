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

    /** An age from a form field: a checked exception for what is not one. */
    public static int parseAge(String text) throws java.io.IOException {
        if (text == null || text.isEmpty()) {
            throw new java.io.IOException("no age given");
        }
        int age = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new java.io.IOException("not a number: " + text);
            }
            age = age * 10 + (c - '0');
        }
        return age;
    }

    public static int initials(String first, String last) {
        if (first == null || last == null || first.isEmpty() || last.isEmpty()) {
            return 0;
        }
        return first.charAt(0) * 31 + last.charAt(0);
    }
}

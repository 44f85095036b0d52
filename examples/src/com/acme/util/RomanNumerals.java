package com.acme.util;

import java.util.HashMap;
import java.util.Map;

/** Roman numerals with a double-brace map built by the class initializer. */
public class RomanNumerals {
    private static final Map<Character, Integer> VALUES = new HashMap<>() {
        {
            put('I', 1);
            put('V', 5);
            put('X', 10);
            put('L', 50);
            put('C', 100);
            put('D', 500);
            put('M', 1000);
        }
    };

    public static int valueOf(char symbol) {
        Integer v = VALUES.get(symbol);
        if (v == null) {
            throw new IllegalArgumentException("not a roman digit: " + symbol);
        }
        return v;
    }

    public static int parse(String roman) {
        int total = 0;
        for (int i = 0; i < roman.length(); i++) {
            int v = valueOf(roman.charAt(i));
            if (i + 1 < roman.length() && v < valueOf(roman.charAt(i + 1))) {
                total -= v;
            } else {
                total += v;
            }
        }
        return total;
    }
}

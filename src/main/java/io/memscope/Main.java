package io.memscope;
public final class Main { public static void main(String[] a) {} }

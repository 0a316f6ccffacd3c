/** Puts the real python3's folder first on PATH when python3 on PATH is a shim (see real-python-first.js). */
export default function realPythonFirst(): void;

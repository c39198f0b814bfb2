export const id = 612;
export const ids = [612];
export const modules = {

/***/ 74850:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ BaseAnthropic)
});

// UNUSED EXPORTS: Anthropic

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/tslib.mjs
var tslib = __webpack_require__(33364);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/values.mjs
var utils_values = __webpack_require__(69296);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/sleep.mjs
/**
 * Resolve after `ms`, or immediately when `signal` aborts.
 *
 * When a `signal` is passed the abort listener is always removed so repeated
 * calls do not accumulate listeners on a long-lived signal. Resolves (rather
 * than rejects) on abort — callers treat abort as "wake up early," not as a
 * failure; callers that want to unwind should check the signal themselves.
 */
const sleep = (ms, signal) => new Promise((resolve) => {
    if (signal?.aborted)
        return resolve();
    const onAbort = () => {
        clearTimeout(timer);
        resolve();
    };
    const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
    }, ms);
    // `{ once: true }` auto-removes the listener if abort fires first,
    // so we only need an explicit remove on the timer-wins path above.
    signal?.addEventListener('abort', onAbort, { once: true });
});
//# sourceMappingURL=sleep.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/errors.mjs
var errors = __webpack_require__(62533);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/version.mjs
const VERSION = '1.12.0'; // x-release-please-version
//# sourceMappingURL=version.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/detect-platform.mjs

const isRunningInBrowser = () => {
    return (
    // @ts-ignore
    typeof window !== 'undefined' &&
        // @ts-ignore
        typeof window.document !== 'undefined' &&
        // @ts-ignore
        typeof navigator !== 'undefined');
};
/**
 * Note this does not detect 'browser'; for that, use getBrowserInfo().
 */
function getDetectedPlatform() {
    if (typeof Deno !== 'undefined' && Deno.build != null) {
        return 'deno';
    }
    if (typeof EdgeRuntime !== 'undefined') {
        return 'edge';
    }
    if (Object.prototype.toString.call(typeof globalThis.process !== 'undefined' ? globalThis.process : 0) === '[object process]') {
        return 'node';
    }
    return 'unknown';
}
const getPlatformProperties = () => {
    const detectedPlatform = getDetectedPlatform();
    if (detectedPlatform === 'deno') {
        return {
            'X-Stainless-Lang': 'js',
            'X-Stainless-Package-Version': VERSION,
            'X-Stainless-OS': normalizePlatform(Deno.build.os),
            'X-Stainless-Arch': normalizeArch(Deno.build.arch),
            'X-Stainless-Runtime': 'deno',
            'X-Stainless-Runtime-Version': typeof Deno.version === 'string' ? Deno.version : Deno.version?.deno ?? 'unknown',
        };
    }
    if (typeof EdgeRuntime !== 'undefined') {
        return {
            'X-Stainless-Lang': 'js',
            'X-Stainless-Package-Version': VERSION,
            'X-Stainless-OS': 'Unknown',
            'X-Stainless-Arch': `other:${EdgeRuntime}`,
            'X-Stainless-Runtime': 'edge',
            'X-Stainless-Runtime-Version': globalThis.process?.version ?? 'unknown',
        };
    }
    // Check if Node.js
    if (detectedPlatform === 'node') {
        return {
            'X-Stainless-Lang': 'js',
            'X-Stainless-Package-Version': VERSION,
            'X-Stainless-OS': normalizePlatform(globalThis.process.platform ?? 'unknown'),
            'X-Stainless-Arch': normalizeArch(globalThis.process.arch ?? 'unknown'),
            'X-Stainless-Runtime': 'node',
            'X-Stainless-Runtime-Version': globalThis.process.version ?? 'unknown',
        };
    }
    const browserInfo = getBrowserInfo();
    if (browserInfo) {
        return {
            'X-Stainless-Lang': 'js',
            'X-Stainless-Package-Version': VERSION,
            'X-Stainless-OS': 'Unknown',
            'X-Stainless-Arch': 'unknown',
            'X-Stainless-Runtime': `browser:${browserInfo.browser}`,
            'X-Stainless-Runtime-Version': browserInfo.version,
        };
    }
    // TODO add support for Cloudflare workers, etc.
    return {
        'X-Stainless-Lang': 'js',
        'X-Stainless-Package-Version': VERSION,
        'X-Stainless-OS': 'Unknown',
        'X-Stainless-Arch': 'unknown',
        'X-Stainless-Runtime': 'unknown',
        'X-Stainless-Runtime-Version': 'unknown',
    };
};
// Note: modified from https://github.com/JS-DevTools/host-environment/blob/b1ab79ecde37db5d6e163c050e54fe7d287d7c92/src/isomorphic.browser.ts
function getBrowserInfo() {
    if (typeof navigator === 'undefined' || !navigator) {
        return null;
    }
    // NOTE: The order matters here!
    const browserPatterns = [
        { key: 'edge', pattern: /Edge(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
        { key: 'ie', pattern: /MSIE(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
        { key: 'ie', pattern: /Trident(?:.*rv\:(\d+)\.(\d+)(?:\.(\d+))?)?/ },
        { key: 'chrome', pattern: /Chrome(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
        { key: 'firefox', pattern: /Firefox(?:\W+(\d+)\.(\d+)(?:\.(\d+))?)?/ },
        { key: 'safari', pattern: /(?:Version\W+(\d+)\.(\d+)(?:\.(\d+))?)?(?:\W+Mobile\S*)?\W+Safari/ },
    ];
    // Find the FIRST matching browser
    for (const { key, pattern } of browserPatterns) {
        const match = pattern.exec(navigator.userAgent);
        if (match) {
            const major = match[1] || 0;
            const minor = match[2] || 0;
            const patch = match[3] || 0;
            return { browser: key, version: `${major}.${minor}.${patch}` };
        }
    }
    return null;
}
const normalizeArch = (arch) => {
    // Node docs:
    // - https://nodejs.org/api/process.html#processarch
    // Deno docs:
    // - https://doc.deno.land/deno/stable/~/Deno.build
    if (arch === 'x32')
        return 'x32';
    if (arch === 'x86_64' || arch === 'x64')
        return 'x64';
    if (arch === 'arm')
        return 'arm';
    if (arch === 'aarch64' || arch === 'arm64')
        return 'arm64';
    if (arch)
        return `other:${arch}`;
    return 'unknown';
};
const normalizePlatform = (platform) => {
    // Node platforms:
    // - https://nodejs.org/api/process.html#processplatform
    // Deno platforms:
    // - https://doc.deno.land/deno/stable/~/Deno.build
    // - https://github.com/denoland/deno/issues/14799
    platform = platform.toLowerCase();
    // NOTE: this iOS check is untested and may not work
    // Node does not work natively on IOS, there is a fork at
    // https://github.com/nodejs-mobile/nodejs-mobile
    // however it is unknown at the time of writing how to detect if it is running
    if (platform.includes('ios'))
        return 'iOS';
    if (platform === 'android')
        return 'Android';
    if (platform === 'darwin')
        return 'MacOS';
    if (platform === 'win32')
        return 'Windows';
    if (platform === 'freebsd')
        return 'FreeBSD';
    if (platform === 'openbsd')
        return 'OpenBSD';
    if (platform === 'linux')
        return 'Linux';
    if (platform)
        return `Other:${platform}`;
    return 'Unknown';
};
let _platformHeaders;
const getPlatformHeaders = () => {
    return (_platformHeaders ?? (_platformHeaders = getPlatformProperties()));
};
//# sourceMappingURL=detect-platform.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/request-signal.mjs
var request_signal = __webpack_require__(78392);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/shims.mjs
var shims = __webpack_require__(93150);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/request-options.mjs
/**
 * Tracks which fallback a sequence of requests is pinned to.
 *
 * Create one (`new BetaFallbackState()`) and pass it via the `fallbackState`
 * request option on every request that should share the pin — the turns of one
 * conversation, or any wider scope the stickiness should apply to;
 * `betaRefusalFallbackMiddleware` mutates it in place when a model refuses.
 */
class BetaFallbackState {
}
const FallbackEncoder = ({ headers, body }) => {
    return {
        bodyHeaders: {
            'content-type': 'application/json',
        },
        body: JSON.stringify(body),
    };
};
//# sourceMappingURL=request-options.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/tracing.mjs + 1 modules
var tracing = __webpack_require__(87168);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/qs/formats.mjs
const default_format = 'RFC3986';
const default_formatter = (v) => String(v);
const formatters = {
    RFC1738: (v) => String(v).replace(/%20/g, '+'),
    RFC3986: default_formatter,
};
const RFC1738 = 'RFC1738';
const RFC3986 = 'RFC3986';
//# sourceMappingURL=formats.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/qs/utils.mjs


let has = (obj, key) => ((has = Object.hasOwn ?? Function.prototype.call.bind(Object.prototype.hasOwnProperty)),
    has(obj, key));
const hex_table = /* @__PURE__ */ (() => {
    const array = [];
    for (let i = 0; i < 256; ++i) {
        array.push('%' + ((i < 16 ? '0' : '') + i.toString(16)).toUpperCase());
    }
    return array;
})();
function compact_queue(queue) {
    while (queue.length > 1) {
        const item = queue.pop();
        if (!item)
            continue;
        const obj = item.obj[item.prop];
        if (isArray(obj)) {
            const compacted = [];
            for (let j = 0; j < obj.length; ++j) {
                if (typeof obj[j] !== 'undefined') {
                    compacted.push(obj[j]);
                }
            }
            // @ts-ignore
            item.obj[item.prop] = compacted;
        }
    }
}
function array_to_object(source, options) {
    const obj = options && options.plainObjects ? Object.create(null) : {};
    for (let i = 0; i < source.length; ++i) {
        if (typeof source[i] !== 'undefined') {
            obj[i] = source[i];
        }
    }
    return obj;
}
function merge(target, source, options = {}) {
    if (!source) {
        return target;
    }
    if (typeof source !== 'object') {
        if (isArray(target)) {
            target.push(source);
        }
        else if (target && typeof target === 'object') {
            if ((options && (options.plainObjects || options.allowPrototypes)) || !has(Object.prototype, source)) {
                target[source] = true;
            }
        }
        else {
            return [target, source];
        }
        return target;
    }
    if (!target || typeof target !== 'object') {
        return [target].concat(source);
    }
    let mergeTarget = target;
    if (isArray(target) && !isArray(source)) {
        // @ts-ignore
        mergeTarget = array_to_object(target, options);
    }
    if (isArray(target) && isArray(source)) {
        source.forEach(function (item, i) {
            if (has(target, i)) {
                const targetItem = target[i];
                if (targetItem && typeof targetItem === 'object' && item && typeof item === 'object') {
                    target[i] = merge(targetItem, item, options);
                }
                else {
                    target.push(item);
                }
            }
            else {
                target[i] = item;
            }
        });
        return target;
    }
    return Object.keys(source).reduce(function (acc, key) {
        const value = source[key];
        if (has(acc, key)) {
            acc[key] = merge(acc[key], value, options);
        }
        else {
            acc[key] = value;
        }
        return acc;
    }, mergeTarget);
}
function assign_single_source(target, source) {
    return Object.keys(source).reduce(function (acc, key) {
        acc[key] = source[key];
        return acc;
    }, target);
}
function decode(str, _, charset) {
    const strWithoutPlus = str.replace(/\+/g, ' ');
    if (charset === 'iso-8859-1') {
        // unescape never throws, no try...catch needed:
        return strWithoutPlus.replace(/%[0-9a-f]{2}/gi, unescape);
    }
    // utf-8
    try {
        return decodeURIComponent(strWithoutPlus);
    }
    catch (e) {
        return strWithoutPlus;
    }
}
const limit = 1024;
const encode = (str, _defaultEncoder, charset, _kind, format) => {
    // This code was originally written by Brian White for the io.js core querystring library.
    // It has been adapted here for stricter adherence to RFC 3986
    if (str.length === 0) {
        return str;
    }
    let string = str;
    if (typeof str === 'symbol') {
        string = Symbol.prototype.toString.call(str);
    }
    else if (typeof str !== 'string') {
        string = String(str);
    }
    if (charset === 'iso-8859-1') {
        return escape(string).replace(/%u[0-9a-f]{4}/gi, function ($0) {
            return '%26%23' + parseInt($0.slice(2), 16) + '%3B';
        });
    }
    let out = '';
    for (let j = 0; j < string.length; j += limit) {
        const segment = string.length >= limit ? string.slice(j, j + limit) : string;
        const arr = [];
        for (let i = 0; i < segment.length; ++i) {
            let c = segment.charCodeAt(i);
            if (c === 0x2d || // -
                c === 0x2e || // .
                c === 0x5f || // _
                c === 0x7e || // ~
                (c >= 0x30 && c <= 0x39) || // 0-9
                (c >= 0x41 && c <= 0x5a) || // a-z
                (c >= 0x61 && c <= 0x7a) || // A-Z
                (format === RFC1738 && (c === 0x28 || c === 0x29)) // ( )
            ) {
                arr[arr.length] = segment.charAt(i);
                continue;
            }
            if (c < 0x80) {
                arr[arr.length] = hex_table[c];
                continue;
            }
            if (c < 0x800) {
                arr[arr.length] = hex_table[0xc0 | (c >> 6)] + hex_table[0x80 | (c & 0x3f)];
                continue;
            }
            if (c < 0xd800 || c >= 0xe000) {
                arr[arr.length] =
                    hex_table[0xe0 | (c >> 12)] + hex_table[0x80 | ((c >> 6) & 0x3f)] + hex_table[0x80 | (c & 0x3f)];
                continue;
            }
            i += 1;
            c = 0x10000 + (((c & 0x3ff) << 10) | (segment.charCodeAt(i) & 0x3ff));
            arr[arr.length] =
                hex_table[0xf0 | (c >> 18)] +
                    hex_table[0x80 | ((c >> 12) & 0x3f)] +
                    hex_table[0x80 | ((c >> 6) & 0x3f)] +
                    hex_table[0x80 | (c & 0x3f)];
        }
        out += arr.join('');
    }
    return out;
};
function compact(value) {
    const queue = [{ obj: { o: value }, prop: 'o' }];
    const refs = [];
    for (let i = 0; i < queue.length; ++i) {
        const item = queue[i];
        // @ts-ignore
        const obj = item.obj[item.prop];
        const keys = Object.keys(obj);
        for (let j = 0; j < keys.length; ++j) {
            const key = keys[j];
            const val = obj[key];
            if (typeof val === 'object' && val !== null && refs.indexOf(val) === -1) {
                queue.push({ obj: obj, prop: key });
                refs.push(val);
            }
        }
    }
    compact_queue(queue);
    return value;
}
function is_regexp(obj) {
    return Object.prototype.toString.call(obj) === '[object RegExp]';
}
function is_buffer(obj) {
    if (!obj || typeof obj !== 'object') {
        return false;
    }
    return !!(obj.constructor && obj.constructor.isBuffer && obj.constructor.isBuffer(obj));
}
function combine(a, b) {
    return [].concat(a, b);
}
function maybe_map(val, fn) {
    if ((0,utils_values/* isArray */.cy)(val)) {
        const mapped = [];
        for (let i = 0; i < val.length; i += 1) {
            mapped.push(fn(val[i]));
        }
        return mapped;
    }
    return fn(val);
}
//# sourceMappingURL=utils.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/qs/stringify.mjs



const array_prefix_generators = {
    brackets(prefix) {
        return String(prefix) + '[]';
    },
    comma: 'comma',
    indices(prefix, key) {
        return String(prefix) + '[' + key + ']';
    },
    repeat(prefix) {
        return String(prefix);
    },
};
const push_to_array = function (arr, value_or_array) {
    Array.prototype.push.apply(arr, (0,utils_values/* isArray */.cy)(value_or_array) ? value_or_array : [value_or_array]);
};
let toISOString;
const defaults = {
    addQueryPrefix: false,
    allowDots: false,
    allowEmptyArrays: false,
    arrayFormat: 'indices',
    charset: 'utf-8',
    charsetSentinel: false,
    delimiter: '&',
    encode: true,
    encodeDotInKeys: false,
    encoder: encode,
    encodeValuesOnly: false,
    format: default_format,
    formatter: default_formatter,
    /** @deprecated */
    indices: false,
    serializeDate(date) {
        return (toISOString ?? (toISOString = Function.prototype.call.bind(Date.prototype.toISOString)))(date);
    },
    skipNulls: false,
    strictNullHandling: false,
};
function is_non_nullish_primitive(v) {
    return (typeof v === 'string' ||
        typeof v === 'number' ||
        typeof v === 'boolean' ||
        typeof v === 'symbol' ||
        typeof v === 'bigint');
}
const sentinel = {};
function inner_stringify(object, prefix, generateArrayPrefix, commaRoundTrip, allowEmptyArrays, strictNullHandling, skipNulls, encodeDotInKeys, encoder, filter, sort, allowDots, serializeDate, format, formatter, encodeValuesOnly, charset, sideChannel) {
    let obj = object;
    let tmp_sc = sideChannel;
    let step = 0;
    let find_flag = false;
    while ((tmp_sc = tmp_sc.get(sentinel)) !== void undefined && !find_flag) {
        // Where object last appeared in the ref tree
        const pos = tmp_sc.get(object);
        step += 1;
        if (typeof pos !== 'undefined') {
            if (pos === step) {
                throw new RangeError('Cyclic object value');
            }
            else {
                find_flag = true; // Break while
            }
        }
        if (typeof tmp_sc.get(sentinel) === 'undefined') {
            step = 0;
        }
    }
    if (typeof filter === 'function') {
        obj = filter(prefix, obj);
    }
    else if (obj instanceof Date) {
        obj = serializeDate?.(obj);
    }
    else if (generateArrayPrefix === 'comma' && (0,utils_values/* isArray */.cy)(obj)) {
        obj = maybe_map(obj, function (value) {
            if (value instanceof Date) {
                return serializeDate?.(value);
            }
            return value;
        });
    }
    if (obj === null) {
        if (strictNullHandling) {
            return encoder && !encodeValuesOnly ?
                // @ts-expect-error
                encoder(prefix, defaults.encoder, charset, 'key', format)
                : prefix;
        }
        obj = '';
    }
    if (is_non_nullish_primitive(obj) || is_buffer(obj)) {
        if (encoder) {
            const key_value = encodeValuesOnly ? prefix
                // @ts-expect-error
                : encoder(prefix, defaults.encoder, charset, 'key', format);
            return [
                formatter?.(key_value) +
                    '=' +
                    // @ts-expect-error
                    formatter?.(encoder(obj, defaults.encoder, charset, 'value', format)),
            ];
        }
        return [formatter?.(prefix) + '=' + formatter?.(String(obj))];
    }
    const values = [];
    if (typeof obj === 'undefined') {
        return values;
    }
    let obj_keys;
    if (generateArrayPrefix === 'comma' && (0,utils_values/* isArray */.cy)(obj)) {
        // we need to join elements in
        if (encodeValuesOnly && encoder) {
            // @ts-expect-error values only
            obj = maybe_map(obj, encoder);
        }
        obj_keys = [{ value: obj.length > 0 ? obj.join(',') || null : void undefined }];
    }
    else if ((0,utils_values/* isArray */.cy)(filter)) {
        obj_keys = filter;
    }
    else {
        const keys = Object.keys(obj);
        obj_keys = sort ? keys.sort(sort) : keys;
    }
    const encoded_prefix = encodeDotInKeys ? String(prefix).replace(/\./g, '%2E') : String(prefix);
    const adjusted_prefix = commaRoundTrip && (0,utils_values/* isArray */.cy)(obj) && obj.length === 1 ? encoded_prefix + '[]' : encoded_prefix;
    if (allowEmptyArrays && (0,utils_values/* isArray */.cy)(obj) && obj.length === 0) {
        return adjusted_prefix + '[]';
    }
    for (let j = 0; j < obj_keys.length; ++j) {
        const key = obj_keys[j];
        const value = 
        // @ts-ignore
        typeof key === 'object' && typeof key.value !== 'undefined' ? key.value : obj[key];
        if (skipNulls && value === null) {
            continue;
        }
        // @ts-ignore
        const encoded_key = allowDots && encodeDotInKeys ? key.replace(/\./g, '%2E') : key;
        const key_prefix = (0,utils_values/* isArray */.cy)(obj) ?
            typeof generateArrayPrefix === 'function' ?
                generateArrayPrefix(adjusted_prefix, encoded_key)
                : adjusted_prefix
            : adjusted_prefix + (allowDots ? '.' + encoded_key : '[' + encoded_key + ']');
        sideChannel.set(object, step);
        const valueSideChannel = new WeakMap();
        valueSideChannel.set(sentinel, sideChannel);
        push_to_array(values, inner_stringify(value, key_prefix, generateArrayPrefix, commaRoundTrip, allowEmptyArrays, strictNullHandling, skipNulls, encodeDotInKeys, 
        // @ts-ignore
        generateArrayPrefix === 'comma' && encodeValuesOnly && (0,utils_values/* isArray */.cy)(obj) ? null : encoder, filter, sort, allowDots, serializeDate, format, formatter, encodeValuesOnly, charset, valueSideChannel));
    }
    return values;
}
function normalize_stringify_options(opts = defaults) {
    if (typeof opts.allowEmptyArrays !== 'undefined' && typeof opts.allowEmptyArrays !== 'boolean') {
        throw new TypeError('`allowEmptyArrays` option can only be `true` or `false`, when provided');
    }
    if (typeof opts.encodeDotInKeys !== 'undefined' && typeof opts.encodeDotInKeys !== 'boolean') {
        throw new TypeError('`encodeDotInKeys` option can only be `true` or `false`, when provided');
    }
    if (opts.encoder !== null && typeof opts.encoder !== 'undefined' && typeof opts.encoder !== 'function') {
        throw new TypeError('Encoder has to be a function.');
    }
    const charset = opts.charset || defaults.charset;
    if (typeof opts.charset !== 'undefined' && opts.charset !== 'utf-8' && opts.charset !== 'iso-8859-1') {
        throw new TypeError('The charset option must be either utf-8, iso-8859-1, or undefined');
    }
    let format = default_format;
    if (typeof opts.format !== 'undefined') {
        if (!has(formatters, opts.format)) {
            throw new TypeError('Unknown format option provided.');
        }
        format = opts.format;
    }
    const formatter = formatters[format];
    let filter = defaults.filter;
    if (typeof opts.filter === 'function' || (0,utils_values/* isArray */.cy)(opts.filter)) {
        filter = opts.filter;
    }
    let arrayFormat;
    if (opts.arrayFormat && opts.arrayFormat in array_prefix_generators) {
        arrayFormat = opts.arrayFormat;
    }
    else if ('indices' in opts) {
        arrayFormat = opts.indices ? 'indices' : 'repeat';
    }
    else {
        arrayFormat = defaults.arrayFormat;
    }
    if ('commaRoundTrip' in opts && typeof opts.commaRoundTrip !== 'boolean') {
        throw new TypeError('`commaRoundTrip` must be a boolean, or absent');
    }
    const allowDots = typeof opts.allowDots === 'undefined' ?
        !!opts.encodeDotInKeys === true ?
            true
            : defaults.allowDots
        : !!opts.allowDots;
    return {
        addQueryPrefix: typeof opts.addQueryPrefix === 'boolean' ? opts.addQueryPrefix : defaults.addQueryPrefix,
        // @ts-ignore
        allowDots: allowDots,
        allowEmptyArrays: typeof opts.allowEmptyArrays === 'boolean' ? !!opts.allowEmptyArrays : defaults.allowEmptyArrays,
        arrayFormat: arrayFormat,
        charset: charset,
        charsetSentinel: typeof opts.charsetSentinel === 'boolean' ? opts.charsetSentinel : defaults.charsetSentinel,
        commaRoundTrip: !!opts.commaRoundTrip,
        delimiter: typeof opts.delimiter === 'undefined' ? defaults.delimiter : opts.delimiter,
        encode: typeof opts.encode === 'boolean' ? opts.encode : defaults.encode,
        encodeDotInKeys: typeof opts.encodeDotInKeys === 'boolean' ? opts.encodeDotInKeys : defaults.encodeDotInKeys,
        encoder: typeof opts.encoder === 'function' ? opts.encoder : defaults.encoder,
        encodeValuesOnly: typeof opts.encodeValuesOnly === 'boolean' ? opts.encodeValuesOnly : defaults.encodeValuesOnly,
        filter: filter,
        format: format,
        formatter: formatter,
        serializeDate: typeof opts.serializeDate === 'function' ? opts.serializeDate : defaults.serializeDate,
        skipNulls: typeof opts.skipNulls === 'boolean' ? opts.skipNulls : defaults.skipNulls,
        // @ts-ignore
        sort: typeof opts.sort === 'function' ? opts.sort : null,
        strictNullHandling: typeof opts.strictNullHandling === 'boolean' ? opts.strictNullHandling : defaults.strictNullHandling,
    };
}
function stringify(object, opts = {}) {
    let obj = object;
    const options = normalize_stringify_options(opts);
    let obj_keys;
    let filter;
    if (typeof options.filter === 'function') {
        filter = options.filter;
        obj = filter('', obj);
    }
    else if ((0,utils_values/* isArray */.cy)(options.filter)) {
        filter = options.filter;
        obj_keys = filter;
    }
    const keys = [];
    if (typeof obj !== 'object' || obj === null) {
        return '';
    }
    const generateArrayPrefix = array_prefix_generators[options.arrayFormat];
    const commaRoundTrip = generateArrayPrefix === 'comma' && options.commaRoundTrip;
    if (!obj_keys) {
        obj_keys = Object.keys(obj);
    }
    if (options.sort) {
        obj_keys.sort(options.sort);
    }
    const sideChannel = new WeakMap();
    for (let i = 0; i < obj_keys.length; ++i) {
        const key = obj_keys[i];
        if (options.skipNulls && obj[key] === null) {
            continue;
        }
        push_to_array(keys, inner_stringify(obj[key], key, 
        // @ts-expect-error
        generateArrayPrefix, commaRoundTrip, options.allowEmptyArrays, options.strictNullHandling, options.skipNulls, options.encodeDotInKeys, options.encode ? options.encoder : null, options.filter, options.sort, options.allowDots, options.serializeDate, options.format, options.formatter, options.encodeValuesOnly, options.charset, sideChannel));
    }
    const joined = keys.join(options.delimiter);
    let prefix = options.addQueryPrefix === true ? '?' : '';
    if (options.charsetSentinel) {
        if (options.charset === 'iso-8859-1') {
            // encodeURIComponent('&#10003;'), the "numeric entity" representation of a checkmark
            prefix += 'utf8=%26%2310003%3B&';
        }
        else {
            // encodeURIComponent('✓')
            prefix += 'utf8=%E2%9C%93&';
        }
    }
    return joined.length > 0 ? prefix + joined : '';
}
//# sourceMappingURL=stringify.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/query.mjs

function stringifyQuery(query) {
    return stringify(query, { arrayFormat: 'brackets' });
}
//# sourceMappingURL=query.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs + 9 modules
var trace_api = __webpack_require__(85496);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/error.mjs
var core_error = __webpack_require__(25064);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/files.mjs








/**
 * The file has `downloadable: false`. Only files generated by a tool, such as the
 * code execution tool, can be downloaded.
 */
var files_FileNotDownloadableError = /* @__PURE__ */ (() => {
    /**
     * The file has `downloadable: false`. Only files generated by a tool, such as the
     * code execution tool, can be downloaded.
     */
    class FileNotDownloadableError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    FileNotDownloadableError._errorName = 'FileNotDownloadableError';
    return FileNotDownloadableError;
})();
/**
 * The organization's file storage quota is exhausted. Delete files to free up
 * space, then retry the upload.
 */
var files_StorageQuotaExceededError = /* @__PURE__ */ (() => {
    /**
     * The organization's file storage quota is exhausted. Delete files to free up
     * space, then retry the upload.
     */
    class StorageQuotaExceededError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    StorageQuotaExceededError._errorName = 'StorageQuotaExceededError';
    return StorageQuotaExceededError;
})();
/**
 * The file's `expires_at` has passed, so its content is no longer available.
 */
var files_FileExpiredError = /* @__PURE__ */ (() => {
    /**
     * The file's `expires_at` has passed, so its content is no longer available.
     */
    class FileExpiredError extends core_error/* NotFoundError */.m_ {
    }
    /** @internal */
    FileExpiredError._errorName = 'FileExpiredError';
    return FileExpiredError;
})();
var files_Files = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Files extends APIResource {
        /**
         * List Files
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {CMEKKeyDisabledError}
         * @throws {CMEKKeyNetworkBlockedError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const fileMetadata of client.files.list()) {
         *   // ...
         * }
         * ```
         */
        list(params = {}, options) {
            const { workspace_id, ...query } = params ?? {};
            return this._client.getAPIList('/v1/files', (PageCursor), {
                query,
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.files.list', options, {
                    route: '/v1/files',
                    queryParams: ['ids', 'limit', 'page'],
                }),
            });
        }
        /**
         * Delete File
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {CMEKKeyDisabledError}
         * @throws {CMEKKeyNetworkBlockedError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const deletedFile = await client.files.delete('file_id');
         * ```
         */
        delete(fileID, params = {}, options) {
            const { workspace_id } = params ?? {};
            return this._client.delete(path `/v1/files/${fileID}`, {
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.files.delete', options, {
                    route: '/v1/files/{file_id}',
                    attributes: { 'anthropic.file.id': fileID },
                }),
            });
        }
        /**
         * Download File
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {CMEKKeyDisabledError}
         * @throws {CMEKKeyNetworkBlockedError}
         * @throws {FileNotDownloadableError}
         * @throws {OrganizationOnHoldError}
         * @throws {FileExpiredError}
         *
         * @example
         * ```ts
         * const response = await client.files.download('file_id');
         *
         * const content = await response.blob();
         * console.log(content);
         * ```
         */
        download(fileID, params = {}, options) {
            const { workspace_id } = params ?? {};
            return this._client.get(path `/v1/files/${fileID}/content`, {
                ...options,
                headers: buildHeaders([
                    {
                        Accept: 'application/binary',
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __binaryResponse: true,
                __span: startApiCallSpan(this._client, 'anthropic.files.download', options, {
                    route: '/v1/files/{file_id}/content',
                    attributes: { 'anthropic.file.id': fileID },
                }),
            });
        }
        /**
         * Get File Metadata
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {CMEKKeyDisabledError}
         * @throws {CMEKKeyNetworkBlockedError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const fileMetadata = await client.files.retrieveMetadata(
         *   'file_id',
         * );
         * ```
         */
        retrieveMetadata(fileID, params = {}, options) {
            const { workspace_id } = params ?? {};
            return this._client.get(path `/v1/files/${fileID}`, {
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.files.retrieve_metadata', options, {
                    route: '/v1/files/{file_id}',
                    attributes: { 'anthropic.file.id': fileID },
                }),
            });
        }
        /**
         * Upload File
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {CMEKKeyDisabledError}
         * @throws {CMEKKeyNetworkBlockedError}
         * @throws {OrganizationOnHoldError}
         * @throws {StorageQuotaExceededError}
         *
         * @example
         * ```ts
         * const fileMetadata = await client.files.upload({
         *   file: fs.createReadStream('path/to/file'),
         * });
         * ```
         */
        upload(params, options) {
            const { workspace_id, ...body } = params;
            return this._client.post('/v1/files', multipartFormRequestOptions({
                body,
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    stainlessHelperHeaderFromFile(body.file),
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.files.upload', options, {
                    route: '/v1/files',
                    createdIDAttribute: 'anthropic.file.id',
                }),
            }, this._client));
        }
    }
    Files.FileNotDownloadableError = files_FileNotDownloadableError;
    Files.StorageQuotaExceededError = files_StorageQuotaExceededError;
    Files.FileExpiredError = files_FileExpiredError;
    return Files;
})()));
//# sourceMappingURL=files.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/shared.mjs

/**
 * The API key belongs to the Claude Code workspace, and the user who created it is
 * no longer a member of the organization or of that workspace.
 */
var shared_ClaudeCodeKeyCreatorNotMemberError = /* @__PURE__ */ (() => {
    /**
     * The API key belongs to the Claude Code workspace, and the user who created it is
     * no longer a member of the organization or of that workspace.
     */
    class ClaudeCodeKeyCreatorNotMemberError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ClaudeCodeKeyCreatorNotMemberError._errorName = 'ClaudeCodeKeyCreatorNotMemberError';
    return ClaudeCodeKeyCreatorNotMemberError;
})();
/**
 * The request comes from a Claude Code version older than the minimum that the
 * requested model or the organization requires. Update Claude Code, then retry.
 */
var shared_ClaudeCodeVersionTooOldError = /* @__PURE__ */ (() => {
    /**
     * The request comes from a Claude Code version older than the minimum that the
     * requested model or the organization requires. Update Claude Code, then retry.
     */
    class ClaudeCodeVersionTooOldError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ClaudeCodeVersionTooOldError._errorName = 'ClaudeCodeVersionTooOldError';
    return ClaudeCodeVersionTooOldError;
})();
/**
 * The workspace's customer-managed encryption key is disabled or revoked.
 * Re-enable the key, then retry.
 */
var shared_CMEKKeyDisabledError = /* @__PURE__ */ (() => {
    /**
     * The workspace's customer-managed encryption key is disabled or revoked.
     * Re-enable the key, then retry.
     */
    class CMEKKeyDisabledError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CMEKKeyDisabledError._errorName = 'CMEKKeyDisabledError';
    return CMEKKeyDisabledError;
})();
/**
 * The key management service's network access controls blocked the request to the
 * workspace's customer-managed encryption key. The key itself may be healthy.
 */
var shared_CMEKKeyNetworkBlockedError = /* @__PURE__ */ (() => {
    /**
     * The key management service's network access controls blocked the request to the
     * workspace's customer-managed encryption key. The key itself may be healthy.
     */
    class CMEKKeyNetworkBlockedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CMEKKeyNetworkBlockedError._errorName = 'CMEKKeyNetworkBlockedError';
    return CMEKKeyNetworkBlockedError;
})();
/**
 * Anthropic has disabled the organization for trust and safety reasons. An
 * organization disabled for any other reason, such as billing, does not get this
 * code. `appeal_url`, when present, is where the organization can appeal.
 */
var shared_OrganizationOnHoldError = /* @__PURE__ */ (() => {
    /**
     * Anthropic has disabled the organization for trust and safety reasons. An
     * organization disabled for any other reason, such as billing, does not get this
     * code. `appeal_url`, when present, is where the organization can appeal.
     */
    class OrganizationOnHoldError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    OrganizationOnHoldError._errorName = 'OrganizationOnHoldError';
    return OrganizationOnHoldError;
})();
/**
 * The endpoint does not support the organization's type. Each endpoint's
 * description says which organization types it supports.
 */
var shared_OrganizationTypeNotSupportedError = /* @__PURE__ */ (() => {
    /**
     * The endpoint does not support the organization's type. Each endpoint's
     * description says which organization types it supports.
     */
    class OrganizationTypeNotSupportedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    OrganizationTypeNotSupportedError._errorName = 'OrganizationTypeNotSupportedError';
    return OrganizationTypeNotSupportedError;
})();
/**
 * The endpoint serves only organizations that belong to a parent organization, and
 * this organization belongs to none.
 */
var shared_ParentOrganizationRequiredError = /* @__PURE__ */ (() => {
    /**
     * The endpoint serves only organizations that belong to a parent organization, and
     * this organization belongs to none.
     */
    class ParentOrganizationRequiredError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ParentOrganizationRequiredError._errorName = 'ParentOrganizationRequiredError';
    return ParentOrganizationRequiredError;
})();
/**
 * The request body is not valid for its `Content-Encoding`.
 */
var shared_RequestBodyEncodingInvalidError = /* @__PURE__ */ (() => {
    /**
     * The request body is not valid for its `Content-Encoding`.
     */
    class RequestBodyEncodingInvalidError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    RequestBodyEncodingInvalidError._errorName = 'RequestBodyEncodingInvalidError';
    return RequestBodyEncodingInvalidError;
})();
/**
 * The request's `Content-Encoding` is not supported.
 */
var shared_RequestBodyEncodingUnsupportedError = /* @__PURE__ */ (() => {
    /**
     * The request's `Content-Encoding` is not supported.
     */
    class RequestBodyEncodingUnsupportedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    RequestBodyEncodingUnsupportedError._errorName = 'RequestBodyEncodingUnsupportedError';
    return RequestBodyEncodingUnsupportedError;
})();
/**
 * Anthropic cannot currently bill the organization linked to the request's user
 * profile, for a reason that lies with that organization's own account. The
 * response does not say what the reason is.
 */
var shared_LinkedOrganizationBillingUnavailableError = /* @__PURE__ */ (() => {
    /**
     * Anthropic cannot currently bill the organization linked to the request's user
     * profile, for a reason that lies with that organization's own account. The
     * response does not say what the reason is.
     */
    class LinkedOrganizationBillingUnavailableError extends core_error/* PaymentRequiredError */.yP {
    }
    /** @internal */
    LinkedOrganizationBillingUnavailableError._errorName = 'LinkedOrganizationBillingUnavailableError';
    return LinkedOrganizationBillingUnavailableError;
})();
/**
 * The organization linked to the request's user profile has reached a spend limit
 * that it set, or lacks credit for the request. The response does not say which
 * applies.
 */
var shared_LinkedOrganizationSpendLimitReachedError = /* @__PURE__ */ (() => {
    /**
     * The organization linked to the request's user profile has reached a spend limit
     * that it set, or lacks credit for the request. The response does not say which
     * applies.
     */
    class LinkedOrganizationSpendLimitReachedError extends core_error/* PaymentRequiredError */.yP {
    }
    /** @internal */
    LinkedOrganizationSpendLimitReachedError._errorName = 'LinkedOrganizationSpendLimitReachedError';
    return LinkedOrganizationSpendLimitReachedError;
})();
/**
 * The request came from a Claude sandbox with restricted network access, which is
 * not allowed to make this request. Send it from outside the sandbox, or from a
 * sandbox with unrestricted network access.
 */
var shared_SandboxEgressRestrictedError = /* @__PURE__ */ (() => {
    /**
     * The request came from a Claude sandbox with restricted network access, which is
     * not allowed to make this request. Send it from outside the sandbox, or from a
     * sandbox with unrestricted network access.
     */
    class SandboxEgressRestrictedError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    SandboxEgressRestrictedError._errorName = 'SandboxEgressRestrictedError';
    return SandboxEgressRestrictedError;
})();
/**
 * The compressed request body exceeds the request size limit once decoded.
 */
var shared_RequestBodyTooLargeAfterDecodingError = /* @__PURE__ */ (() => {
    /**
     * The compressed request body exceeds the request size limit once decoded.
     */
    class RequestBodyTooLargeAfterDecodingError extends core_error/* ContentTooLargeError */.xD {
    }
    /** @internal */
    RequestBodyTooLargeAfterDecodingError._errorName = 'RequestBodyTooLargeAfterDecodingError';
    return RequestBodyTooLargeAfterDecodingError;
})();
/**
 * The organization has reached the spend limit of its contract.
 */
var shared_ContractSpendLimitReachedError = /* @__PURE__ */ (() => {
    /**
     * The organization has reached the spend limit of its contract.
     */
    class ContractSpendLimitReachedError extends core_error/* RateLimitError */.OE {
    }
    /** @internal */
    ContractSpendLimitReachedError._errorName = 'ContractSpendLimitReachedError';
    return ContractSpendLimitReachedError;
})();
/**
 * The organization has crossed the monthly API usage threshold of its API tier.
 */
var shared_EnforcedSpendLimitReachedError = /* @__PURE__ */ (() => {
    /**
     * The organization has crossed the monthly API usage threshold of its API tier.
     */
    class EnforcedSpendLimitReachedError extends core_error/* RateLimitError */.OE {
    }
    /** @internal */
    EnforcedSpendLimitReachedError._errorName = 'EnforcedSpendLimitReachedError';
    return EnforcedSpendLimitReachedError;
})();
/**
 * The request would exceed a ramp limit, which caps how fast usage can grow. Retry
 * after the time in the `retry-after` header.
 */
var shared_RampLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The request would exceed a ramp limit, which caps how fast usage can grow. Retry
     * after the time in the `retry-after` header.
     */
    class RampLimitExceededError extends core_error/* RateLimitError */.OE {
    }
    /** @internal */
    RampLimitExceededError._errorName = 'RampLimitExceededError';
    return RampLimitExceededError;
})();
/**
 * The workspace's encryption settings could not be read, so the request was
 * refused. Retry in a few minutes.
 */
var shared_CMEKContextUnavailableError = /* @__PURE__ */ (() => {
    /**
     * The workspace's encryption settings could not be read, so the request was
     * refused. Retry in a few minutes.
     */
    class CMEKContextUnavailableError extends core_error/* ServiceUnavailableError */.us {
    }
    /** @internal */
    CMEKContextUnavailableError._errorName = 'CMEKContextUnavailableError';
    return CMEKContextUnavailableError;
})();
/**
 * The workspace's customer-managed encryption key could not be reached. Retry the
 * request; if this continues, check that the key is available in your key
 * management service, or contact Anthropic support.
 */
var shared_CMEKKeyUnreachableError = /* @__PURE__ */ (() => {
    /**
     * The workspace's customer-managed encryption key could not be reached. Retry the
     * request; if this continues, check that the key is available in your key
     * management service, or contact Anthropic support.
     */
    class CMEKKeyUnreachableError extends core_error/* ServiceUnavailableError */.us {
    }
    /** @internal */
    CMEKKeyUnreachableError._errorName = 'CMEKKeyUnreachableError';
    return CMEKKeyUnreachableError;
})();
//# sourceMappingURL=shared.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/beta/beta.mjs


































/**
 * The beta that the endpoint requires is not enabled for the organization. The
 * message names the beta value.
 */
var beta_BetaOrganizationNotEnrolledInBetaError = /* @__PURE__ */ (() => {
    /**
     * The beta that the endpoint requires is not enabled for the organization. The
     * message names the beta value.
     */
    class BetaOrganizationNotEnrolledInBetaError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaOrganizationNotEnrolledInBetaError._errorName = 'BetaOrganizationNotEnrolledInBetaError';
    return BetaOrganizationNotEnrolledInBetaError;
})();
/**
 * The request body did not finish arriving in time, so nothing was done. Send a
 * smaller body, or send it over a faster connection.
 */
var beta_BetaRequestBodyTimeoutError = /* @__PURE__ */ (() => {
    /**
     * The request body did not finish arriving in time, so nothing was done. Send a
     * smaller body, or send it over a faster connection.
     */
    class BetaRequestBodyTimeoutError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaRequestBodyTimeoutError._errorName = 'BetaRequestBodyTimeoutError';
    return BetaRequestBodyTimeoutError;
})();
/**
 * The request's `Content-Type` header names a charset other than UTF-8, ISO-8859-1
 * or US-ASCII. Send the request with no charset, or with one of these.
 */
var beta_BetaUnsupportedCharsetError = /* @__PURE__ */ (() => {
    /**
     * The request's `Content-Type` header names a charset other than UTF-8, ISO-8859-1
     * or US-ASCII. Send the request with no charset, or with one of these.
     */
    class BetaUnsupportedCharsetError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaUnsupportedCharsetError._errorName = 'BetaUnsupportedCharsetError';
    return BetaUnsupportedCharsetError;
})();
var beta_Beta = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Beta extends APIResource {
        constructor() {
            super(...arguments);
            this.models = new ModelsAPI.Models(this._client);
            this.messages = new MessagesAPI.Messages(this._client);
            this.agents = new AgentsAPI.Agents(this._client);
            this.environments = new EnvironmentsAPI.Environments(this._client);
            this.sessions = new SessionsAPI.Sessions(this._client);
            this.deployments = new DeploymentsAPI.Deployments(this._client);
            this.deploymentRuns = new DeploymentRunsAPI.DeploymentRuns(this._client);
            this.vaults = new VaultsAPI.Vaults(this._client);
            this.memoryStores = new MemoryStoresAPI.MemoryStores(this._client);
            this.files = new FilesAPI.Files(this._client);
            this.skills = new SkillsAPI.Skills(this._client);
            this.webhooks = new WebhooksAPI.Webhooks(this._client);
            this.userProfiles = new UserProfilesAPI.UserProfiles(this._client);
            this.dreams = new DreamsAPI.Dreams(this._client);
            this.tunnels = new TunnelsAPI.Tunnels(this._client);
            this.organization = new OrganizationAPI.Organization(this._client);
        }
    }
    Beta.BetaOrganizationNotEnrolledInBetaError = beta_BetaOrganizationNotEnrolledInBetaError;
    Beta.BetaRequestBodyTimeoutError = beta_BetaRequestBodyTimeoutError;
    Beta.BetaUnsupportedCharsetError = beta_BetaUnsupportedCharsetError;
    Beta.Models = Models;
    Beta.Messages = Messages;
    Beta.Agents = Agents;
    Beta.Environments = Environments;
    Beta.BetaEnvironmentArchivedError = BetaEnvironmentArchivedError;
    Beta.BetaInvalidConfigTypeChangeError = BetaInvalidConfigTypeChangeError;
    Beta.BetaInvalidMetadataError = BetaInvalidMetadataError;
    Beta.BetaEnvironmentCreateDisabledError = BetaEnvironmentCreateDisabledError;
    Beta.BetaEnvironmentUpdateDisabledError = BetaEnvironmentUpdateDisabledError;
    Beta.BetaEnvironmentNotFoundError = BetaEnvironmentNotFoundError;
    Beta.Sessions = Sessions;
    Beta.Deployments = Deployments;
    Beta.DeploymentRuns = DeploymentRuns;
    Beta.Vaults = Vaults;
    Beta.MemoryStores = MemoryStores;
    Beta.Files = Files;
    Beta.Skills = Skills;
    Beta.Webhooks = Webhooks;
    Beta.UserProfiles = UserProfiles;
    Beta.Dreams = Dreams;
    Beta.Tunnels = Tunnels;
    Beta.Organization = Organization;
    return Beta;
})()));
//# sourceMappingURL=beta.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages/messages.mjs + 12 modules
var messages = __webpack_require__(25022);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/organization/api-keys.mjs





/**
 * The organization has reached its limit of active API keys.
 */
var api_keys_OrgAPIKeyLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The organization has reached its limit of active API keys.
     */
    class OrgAPIKeyLimitExceededError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    OrgAPIKeyLimitExceededError._errorName = 'OrgAPIKeyLimitExceededError';
    return OrgAPIKeyLimitExceededError;
})();
/**
 * The workspace has reached its limit of active API keys.
 */
var api_keys_WorkspaceAPIKeyLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The workspace has reached its limit of active API keys.
     */
    class WorkspaceAPIKeyLimitExceededError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    WorkspaceAPIKeyLimitExceededError._errorName = 'WorkspaceAPIKeyLimitExceededError';
    return WorkspaceAPIKeyLimitExceededError;
})();
var api_keys_APIKeys = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class APIKeys extends APIResource {
        /**
         * Get API Key
         *
         * @example
         * ```ts
         * const apiKey = await client.organization.apiKeys.retrieve(
         *   'api_key_id',
         * );
         * ```
         */
        retrieve(apiKeyID, options) {
            return this._client.get(path `/v1/organizations/api_keys/${apiKeyID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.api_keys.retrieve', options, {
                    route: '/v1/organizations/api_keys/{api_key_id}',
                    attributes: { 'anthropic.organization.api_key.id': apiKeyID },
                }),
            });
        }
        /**
         * Update API Key
         *
         * @throws {OrgAPIKeyLimitExceededError}
         * @throws {WorkspaceAPIKeyLimitExceededError}
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const apiKey = await client.organization.apiKeys.update(
         *   'api_key_id',
         *   {},
         * );
         * ```
         */
        update(apiKeyID, body, options) {
            return this._client.post(path `/v1/organizations/api_keys/${apiKeyID}`, {
                body,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.api_keys.update', options, {
                    route: '/v1/organizations/api_keys/{api_key_id}',
                    attributes: { 'anthropic.organization.api_key.id': apiKeyID },
                }),
            });
        }
        /**
         * List API Keys
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const apiKey of client.organization.apiKeys.list()) {
         *   // ...
         * }
         * ```
         */
        list(query = {}, options) {
            return this._client.getAPIList('/v1/organizations/api_keys', (Page), {
                query,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.api_keys.list', options, {
                    route: '/v1/organizations/api_keys',
                    queryParams: ['after_id', 'before_id', 'created_by_user_id', 'limit', 'status', 'workspace_id'],
                }),
            });
        }
    }
    APIKeys.OrgAPIKeyLimitExceededError = api_keys_OrgAPIKeyLimitExceededError;
    APIKeys.WorkspaceAPIKeyLimitExceededError = api_keys_WorkspaceAPIKeyLimitExceededError;
    return APIKeys;
})()));
//# sourceMappingURL=api-keys.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/organization/external-keys.mjs





/**
 * The External Key can't be deleted or reconfigured while the organization's
 * Workspace Policy lists it as an allowed key.
 */
var external_keys_ExternalKeyInWorkspacePolicyError = /* @__PURE__ */ (() => {
    /**
     * The External Key can't be deleted or reconfigured while the organization's
     * Workspace Policy lists it as an allowed key.
     */
    class ExternalKeyInWorkspacePolicyError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ExternalKeyInWorkspacePolicyError._errorName = 'ExternalKeyInWorkspacePolicyError';
    return ExternalKeyInWorkspacePolicyError;
})();
/**
 * The External Key failed Anthropic's validation, so the request was refused. The
 * message gives the reason, if there is one.
 */
var external_keys_ExternalKeyValidationFailedError = /* @__PURE__ */ (() => {
    /**
     * The External Key failed Anthropic's validation, so the request was refused. The
     * message gives the reason, if there is one.
     */
    class ExternalKeyValidationFailedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ExternalKeyValidationFailedError._errorName = 'ExternalKeyValidationFailedError';
    return ExternalKeyValidationFailedError;
})();
/**
 * Anthropic's validation of the External Key did not finish in time, so the
 * request was refused. Wait a moment, then send the request again.
 */
var external_keys_ExternalKeyValidationTimedOutError = /* @__PURE__ */ (() => {
    /**
     * Anthropic's validation of the External Key did not finish in time, so the
     * request was refused. Wait a moment, then send the request again.
     */
    class ExternalKeyValidationTimedOutError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ExternalKeyValidationTimedOutError._errorName = 'ExternalKeyValidationTimedOutError';
    return ExternalKeyValidationTimedOutError;
})();
/**
 * The external key changed while the request was validating it. Send the request
 * again.
 */
var external_keys_ExternalKeyChangedError = /* @__PURE__ */ (() => {
    /**
     * The external key changed while the request was validating it. Send the request
     * again.
     */
    class ExternalKeyChangedError extends core_error/* ConflictError */.fK {
    }
    /** @internal */
    ExternalKeyChangedError._errorName = 'ExternalKeyChangedError';
    return ExternalKeyChangedError;
})();
var external_keys_ExternalKeys = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class ExternalKeys extends APIResource {
        /**
         * Create an external key config owned by the caller's organization.
         *
         * @throws {UserProfileNotFoundError}
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const externalKey =
         *   await client.organization.externalKeys.create({
         *     provider_config: {
         *       kms_arn:
         *         'arn:aws:kms:us-east-1:111122223333:key/abcd1234-5678-90ab-cdef-000011112222',
         *       type: 'aws',
         *     },
         *   });
         * ```
         */
        create(body, options) {
            return this._client.post('/v1/organizations/external_keys', {
                body,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.external_keys.create', options, {
                    route: '/v1/organizations/external_keys',
                    createdIDAttribute: 'anthropic.organization.external_key.id',
                }),
            });
        }
        /**
         * Retrieve a single external key config in the caller's organization by ID.
         *
         * @example
         * ```ts
         * const externalKey =
         *   await client.organization.externalKeys.retrieve(
         *     'external_key_id',
         *   );
         * ```
         */
        retrieve(externalKeyID, options) {
            return this._client.get(path `/v1/organizations/external_keys/${externalKeyID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.external_keys.retrieve', options, {
                    route: '/v1/organizations/external_keys/{external_key_id}',
                    attributes: { 'anthropic.organization.external_key.id': externalKeyID },
                }),
            });
        }
        /**
         * Partially update an external key config. Omitted fields are left unchanged.
         *
         * `display_name` is always editable. `geo` and `provider_config` cannot be changed
         * once any workspace references this config, and a Google Cloud key's provider and
         * `key_name` cannot be changed at all.
         *
         * @throws {ExternalKeyInWorkspacePolicyError}
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const externalKey =
         *   await client.organization.externalKeys.update(
         *     'external_key_id',
         *     {},
         *   );
         * ```
         */
        update(externalKeyID, body, options) {
            return this._client.post(path `/v1/organizations/external_keys/${externalKeyID}`, {
                body,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.external_keys.update', options, {
                    route: '/v1/organizations/external_keys/{external_key_id}',
                    attributes: { 'anthropic.organization.external_key.id': externalKeyID },
                }),
            });
        }
        /**
         * List external key configs in the caller's organization.
         *
         * Results are ordered by creation time (newest first). Use the `next_page` cursor
         * from the response to fetch subsequent pages.
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const externalKey of client.organization.externalKeys.list()) {
         *   // ...
         * }
         * ```
         */
        list(query = {}, options) {
            return this._client.getAPIList('/v1/organizations/external_keys', (PageCursor), {
                query,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.external_keys.list', options, {
                    route: '/v1/organizations/external_keys',
                    queryParams: ['limit', 'page'],
                }),
            });
        }
        /**
         * Delete an external key config.
         *
         * The request is rejected if any workspace still references this config.
         *
         * @throws {ExternalKeyInWorkspacePolicyError}
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const externalKey =
         *   await client.organization.externalKeys.delete(
         *     'external_key_id',
         *   );
         * ```
         */
        delete(externalKeyID, options) {
            return this._client.delete(path `/v1/organizations/external_keys/${externalKeyID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.external_keys.delete', options, {
                    route: '/v1/organizations/external_keys/{external_key_id}',
                    attributes: { 'anthropic.organization.external_key.id': externalKeyID },
                }),
            });
        }
        /**
         * Validate an external key config against the customer's KMS.
         *
         * Anthropic performs an encrypt/decrypt roundtrip against the configured KMS key
         * and waits up to 30 seconds for the result. The response status is `success` if
         * the roundtrip succeeded, or `failure` with an error message if it failed or
         * timed out.
         *
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const response =
         *   await client.organization.externalKeys.validate(
         *     'external_key_id',
         *   );
         * ```
         */
        validate(externalKeyID, options) {
            return this._client.post(path `/v1/organizations/external_keys/${externalKeyID}/validate`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.external_keys.validate', options, {
                    route: '/v1/organizations/external_keys/{external_key_id}/validate',
                    attributes: { 'anthropic.organization.external_key.id': externalKeyID },
                }),
            });
        }
    }
    ExternalKeys.ExternalKeyInWorkspacePolicyError = external_keys_ExternalKeyInWorkspacePolicyError;
    ExternalKeys.ExternalKeyValidationFailedError = external_keys_ExternalKeyValidationFailedError;
    ExternalKeys.ExternalKeyValidationTimedOutError = external_keys_ExternalKeyValidationTimedOutError;
    ExternalKeys.ExternalKeyChangedError = external_keys_ExternalKeyChangedError;
    return ExternalKeys;
})()));
//# sourceMappingURL=external-keys.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/organization/invites.mjs





/**
 * The email address already belongs to a user in the organization. The message
 * names the user.
 */
var invites_AlreadyMemberError = /* @__PURE__ */ (() => {
    /**
     * The email address already belongs to a user in the organization. The message
     * names the user.
     */
    class AlreadyMemberError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    AlreadyMemberError._errorName = 'AlreadyMemberError';
    return AlreadyMemberError;
})();
/**
 * The email address's domain is not one of the verified domains of the
 * organization's parent organization.
 */
var invites_CannotInviteEmailsWithUnverifiedDomainsError = /* @__PURE__ */ (() => {
    /**
     * The email address's domain is not one of the verified domains of the
     * organization's parent organization.
     */
    class CannotInviteEmailsWithUnverifiedDomainsError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CannotInviteEmailsWithUnverifiedDomainsError._errorName = 'CannotInviteEmailsWithUnverifiedDomainsError';
    return CannotInviteEmailsWithUnverifiedDomainsError;
})();
/**
 * The organization restricts invites to an allowed list of email domains, and the
 * list is empty or does not include the email address's domain.
 */
var invites_EmailDomainNotAllowedError = /* @__PURE__ */ (() => {
    /**
     * The organization restricts invites to an allowed list of email domains, and the
     * list is empty or does not include the email address's domain.
     */
    class EmailDomainNotAllowedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    EmailDomainNotAllowedError._errorName = 'EmailDomainNotAllowedError';
    return EmailDomainNotAllowedError;
})();
/**
 * A pending invite already exists for the email address. The message names the
 * invite.
 */
var invites_InviteAlreadyExistsError = /* @__PURE__ */ (() => {
    /**
     * A pending invite already exists for the email address. The message names the
     * invite.
     */
    class InviteAlreadyExistsError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    InviteAlreadyExistsError._errorName = 'InviteAlreadyExistsError';
    return InviteAlreadyExistsError;
})();
var invites_Invites = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Invites extends APIResource {
        /**
         * Invite a user to join the organization by email.
         *
         * On plans that draw members from a finite pool of purchased seats, the invite
         * automatically consumes a seat from the lowest tier with availability; there is
         * no seat-tier parameter. When no seat is free the request fails with a 400 error
         * rather than purchasing a seat.
         *
         * @throws {AlreadyMemberError}
         * @throws {CannotInviteEmailsWithUnverifiedDomainsError}
         * @throws {EmailDomainNotAllowedError}
         * @throws {InviteAlreadyExistsError}
         * @throws {OrgMemberLimitExceededError}
         * @throws {RBACGroupGrantsOwnerAccessError}
         * @throws {RBACGroupOwnerAccessUnconfirmedError}
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const organizationInvite =
         *   await client.organization.invites.create({
         *     email: 'user@emaildomain.com',
         *     role: 'user',
         *   });
         * ```
         */
        create(body, options) {
            return this._client.post('/v1/organizations/invites', {
                body,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.invites.create', options, {
                    route: '/v1/organizations/invites',
                    createdIDAttribute: 'anthropic.organization.invite.id',
                }),
            });
        }
        /**
         * Retrieve an invite by ID.
         *
         * @example
         * ```ts
         * const organizationInvite =
         *   await client.organization.invites.retrieve('invite_id');
         * ```
         */
        retrieve(inviteID, options) {
            return this._client.get(path `/v1/organizations/invites/${inviteID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.invites.retrieve', options, {
                    route: '/v1/organizations/invites/{invite_id}',
                    attributes: { 'anthropic.organization.invite.id': inviteID },
                }),
            });
        }
        /**
         * List the organization's invites.
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const organizationInvite of client.organization.invites.list()) {
         *   // ...
         * }
         * ```
         */
        list(query = {}, options) {
            return this._client.getAPIList('/v1/organizations/invites', (Page), {
                query,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.invites.list', options, {
                    route: '/v1/organizations/invites',
                    queryParams: ['after_id', 'before_id', 'email', 'limit', 'roles', 'statuses'],
                }),
            });
        }
        /**
         * Delete a pending invite.
         *
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const invite = await client.organization.invites.delete(
         *   'invite_id',
         * );
         * ```
         */
        delete(inviteID, options) {
            return this._client.delete(path `/v1/organizations/invites/${inviteID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.invites.delete', options, {
                    route: '/v1/organizations/invites/{invite_id}',
                    attributes: { 'anthropic.organization.invite.id': inviteID },
                }),
            });
        }
    }
    Invites.AlreadyMemberError = invites_AlreadyMemberError;
    Invites.CannotInviteEmailsWithUnverifiedDomainsError = invites_CannotInviteEmailsWithUnverifiedDomainsError;
    Invites.EmailDomainNotAllowedError = invites_EmailDomainNotAllowedError;
    Invites.InviteAlreadyExistsError = invites_InviteAlreadyExistsError;
    return Invites;
})()));
//# sourceMappingURL=invites.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/organization/organization.mjs





























/**
 * The organization has reached the member limit that Anthropic set for it. Pending
 * invites count toward the limit.
 */
var organization_OrgMemberLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The organization has reached the member limit that Anthropic set for it. Pending
     * invites count toward the limit.
     */
    class OrgMemberLimitExceededError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    OrgMemberLimitExceededError._errorName = 'OrgMemberLimitExceededError';
    return OrgMemberLimitExceededError;
})();
/**
 * No RBAC Role with this ID was found.
 */
var organization_RBACRoleNotFoundError = /* @__PURE__ */ (() => {
    /**
     * No RBAC Role with this ID was found.
     */
    class RBACRoleNotFoundError extends core_error/* NotFoundError */.m_ {
    }
    /** @internal */
    RBACRoleNotFoundError._errorName = 'RBACRoleNotFoundError';
    return RBACRoleNotFoundError;
})();
/**
 * Another change to the organization's members is in progress. Retry the request
 * once it completes.
 */
var organization_ConcurrentMembershipChangeError = /* @__PURE__ */ (() => {
    /**
     * Another change to the organization's members is in progress. Retry the request
     * once it completes.
     */
    class ConcurrentMembershipChangeError extends core_error/* ConflictError */.fK {
    }
    /** @internal */
    ConcurrentMembershipChangeError._errorName = 'ConcurrentMembershipChangeError';
    return ConcurrentMembershipChangeError;
})();
var organization_Organization = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Organization extends APIResource {
        constructor() {
            super(...arguments);
            this.apiKeys = new APIKeysAPI.APIKeys(this._client);
            this.externalKeys = new ExternalKeysAPI.ExternalKeys(this._client);
            this.federation = new FederationAPI.Federation(this._client);
            this.invites = new InvitesAPI.Invites(this._client);
            this.serviceAccounts = new ServiceAccountsAPI.ServiceAccounts(this._client);
            this.users = new UsersAPI.Users(this._client);
            this.workspaces = new WorkspacesAPI.Workspaces(this._client);
            this.rateLimits = new RateLimitsAPI.RateLimits(this._client);
            this.complianceSettings = new ComplianceSettingsAPI.ComplianceSettings(this._client);
            this.analytics = new AnalyticsAPI.Analytics(this._client);
            this.spendLimits = new SpendLimitsAPI.SpendLimits(this._client);
            this.rbacGroups = new RBACGroupsAPI.RBACGroups(this._client);
            this.rbacRoles = new RBACRolesAPI.RBACRoles(this._client);
        }
        /**
         * Retrieve information about the organization associated with the authenticated
         * API key.
         *
         * @example
         * ```ts
         * const organizationInfo =
         *   await client.organization.retrieve();
         * ```
         */
        retrieve(options) {
            return this._client.get('/v1/organizations/me', {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.retrieve', options, {
                    route: '/v1/organizations/me',
                }),
            });
        }
    }
    Organization.OrgMemberLimitExceededError = organization_OrgMemberLimitExceededError;
    Organization.RBACRoleNotFoundError = organization_RBACRoleNotFoundError;
    Organization.ConcurrentMembershipChangeError = organization_ConcurrentMembershipChangeError;
    Organization.APIKeys = APIKeys;
    Organization.OrgAPIKeyLimitExceededError = OrgAPIKeyLimitExceededError;
    Organization.WorkspaceAPIKeyLimitExceededError = WorkspaceAPIKeyLimitExceededError;
    Organization.ExternalKeys = ExternalKeys;
    Organization.ExternalKeyInWorkspacePolicyError = ExternalKeyInWorkspacePolicyError;
    Organization.ExternalKeyValidationFailedError = ExternalKeyValidationFailedError;
    Organization.ExternalKeyValidationTimedOutError = ExternalKeyValidationTimedOutError;
    Organization.ExternalKeyChangedError = ExternalKeyChangedError;
    Organization.Federation = Federation;
    Organization.Invites = Invites;
    Organization.AlreadyMemberError = AlreadyMemberError;
    Organization.CannotInviteEmailsWithUnverifiedDomainsError = CannotInviteEmailsWithUnverifiedDomainsError;
    Organization.EmailDomainNotAllowedError = EmailDomainNotAllowedError;
    Organization.InviteAlreadyExistsError = InviteAlreadyExistsError;
    Organization.ServiceAccounts = ServiceAccounts;
    Organization.Users = Users;
    Organization.CannotRemoveLastMemberError = CannotRemoveLastMemberError;
    Organization.Workspaces = Workspaces;
    Organization.KeyProfileMismatchError = KeyProfileMismatchError;
    Organization.WorkspaceMemberLimitExceededError = WorkspaceMemberLimitExceededError;
    Organization.WorkspacePolicyViolationError = WorkspacePolicyViolationError;
    Organization.RateLimits = RateLimits;
    Organization.ComplianceSettings = ComplianceSettings;
    Organization.Analytics = Analytics;
    Organization.SpendLimits = SpendLimits;
    Organization.RBACGroups = RBACGroups;
    Organization.RBACGroupGrantsOwnerAccessError = RBACGroupGrantsOwnerAccessError;
    Organization.RBACGroupOwnerAccessUnconfirmedError = RBACGroupOwnerAccessUnconfirmedError;
    Organization.RBACRoles = RBACRoles;
    return Organization;
})()));
//# sourceMappingURL=organization.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/organization/users.mjs





/**
 * The user is the organization's only member. Add another member before removing
 * this one.
 */
var users_CannotRemoveLastMemberError = /* @__PURE__ */ (() => {
    /**
     * The user is the organization's only member. Add another member before removing
     * this one.
     */
    class CannotRemoveLastMemberError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CannotRemoveLastMemberError._errorName = 'CannotRemoveLastMemberError';
    return CannotRemoveLastMemberError;
})();
var users_Users = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Users extends APIResource {
        /**
         * Retrieve a member of the organization by user ID.
         *
         * @example
         * ```ts
         * const organizationUser =
         *   await client.organization.users.retrieve('user_id');
         * ```
         */
        retrieve(userID, options) {
            return this._client.get(path `/v1/organizations/users/${userID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.users.retrieve', options, {
                    route: '/v1/organizations/users/{user_id}',
                    attributes: { 'anthropic.organization.user.id': userID },
                }),
            });
        }
        /**
         * Update a member's organization role.
         *
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const organizationUser =
         *   await client.organization.users.update('user_id', {
         *     role: 'user',
         *   });
         * ```
         */
        update(userID, body, options) {
            return this._client.post(path `/v1/organizations/users/${userID}`, {
                body,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.users.update', options, {
                    route: '/v1/organizations/users/{user_id}',
                    attributes: { 'anthropic.organization.user.id': userID },
                }),
            });
        }
        /**
         * List the organization's members.
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const organizationUser of client.organization.users.list()) {
         *   // ...
         * }
         * ```
         */
        list(query = {}, options) {
            return this._client.getAPIList('/v1/organizations/users', (Page), {
                query,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.users.list', options, {
                    route: '/v1/organizations/users',
                    queryParams: ['after_id', 'before_id', 'email', 'limit', 'roles'],
                }),
            });
        }
        /**
         * Remove a member from the organization.
         *
         * @throws {CannotRemoveLastMemberError}
         * @throws {SandboxEgressRestrictedError}
         * @throws {ConcurrentMembershipChangeError}
         *
         * @example
         * ```ts
         * const user = await client.organization.users.remove(
         *   'user_id',
         * );
         * ```
         */
        remove(userID, options) {
            return this._client.delete(path `/v1/organizations/users/${userID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.users.remove', options, {
                    route: '/v1/organizations/users/{user_id}',
                    attributes: { 'anthropic.organization.user.id': userID },
                }),
            });
        }
    }
    Users.CannotRemoveLastMemberError = users_CannotRemoveLastMemberError;
    return Users;
})()));
//# sourceMappingURL=users.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/skills/skills.mjs









/**
 * A custom skill the request names is stored under an encryption key state the
 * workspace cannot currently decrypt.
 */
var skills_SkillReadBlockedUndecryptableError = /* @__PURE__ */ (() => {
    /**
     * A custom skill the request names is stored under an encryption key state the
     * workspace cannot currently decrypt.
     */
    class SkillReadBlockedUndecryptableError extends core_error/* ConflictError */.fK {
    }
    /** @internal */
    SkillReadBlockedUndecryptableError._errorName = 'SkillReadBlockedUndecryptableError';
    return SkillReadBlockedUndecryptableError;
})();
var skills_Skills = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Skills extends APIResource {
        constructor() {
            super(...arguments);
            this.versions = new VersionsAPI.Versions(this._client);
        }
        /**
         * Create Skill
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {CMEKKeyDisabledError}
         * @throws {CMEKKeyNetworkBlockedError}
         * @throws {OrganizationOnHoldError}
         * @throws {CMEKContextUnavailableError}
         *
         * @example
         * ```ts
         * const skill = await client.skills.create({
         *   files: [fs.createReadStream('path/to/file')],
         * });
         * ```
         */
        create(params, options) {
            const { workspace_id, ...body } = params;
            return this._client.post('/v1/skills', multipartFormRequestOptions({
                body,
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.skills.create', options, {
                    route: '/v1/skills',
                    createdIDAttribute: 'anthropic.skill.id',
                }),
            }, this._client, false));
        }
        /**
         * Get Skill
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const skill = await client.skills.retrieve('skill_id');
         * ```
         */
        retrieve(skillID, params = {}, options) {
            const { workspace_id } = params ?? {};
            return this._client.get(path `/v1/skills/${skillID}`, {
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.skills.retrieve', options, {
                    route: '/v1/skills/{skill_id}',
                    attributes: { 'anthropic.skill.id': skillID },
                }),
            });
        }
        /**
         * List Skills
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const skill of client.skills.list()) {
         *   // ...
         * }
         * ```
         */
        list(params = {}, options) {
            const { workspace_id, ...query } = params ?? {};
            return this._client.getAPIList('/v1/skills', (PageCursor), {
                query,
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.skills.list', options, {
                    route: '/v1/skills',
                    queryParams: ['limit', 'page', 'source'],
                }),
            });
        }
        /**
         * Delete Skill
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const deletedSkill = await client.skills.delete('skill_id');
         * ```
         */
        delete(skillID, params = {}, options) {
            const { workspace_id } = params ?? {};
            return this._client.delete(path `/v1/skills/${skillID}`, {
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.skills.delete', options, {
                    route: '/v1/skills/{skill_id}',
                    attributes: { 'anthropic.skill.id': skillID },
                }),
            });
        }
    }
    Skills.SkillReadBlockedUndecryptableError = skills_SkillReadBlockedUndecryptableError;
    Skills.Versions = Versions;
    return Skills;
})()));
//# sourceMappingURL=skills.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/user-profiles/user-profiles.mjs








/**
 * The request depends on a user profile that does not exist in the organization or
 * is no longer active. The request either names this user profile by ID, or names
 * a resource, such as an External Key, that is bound to it.
 */
var user_profiles_UserProfileNotFoundError = /* @__PURE__ */ (() => {
    /**
     * The request depends on a user profile that does not exist in the organization or
     * is no longer active. The request either names this user profile by ID, or names
     * a resource, such as an External Key, that is bound to it.
     */
    class UserProfileNotFoundError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    UserProfileNotFoundError._errorName = 'UserProfileNotFoundError';
    return UserProfileNotFoundError;
})();
/**
 * The request sets `billing_policy.bill_to` to `"user_profile"` but names no user
 * profile. Name the profile to bill in the `anthropic-user-profile-id` header.
 */
var user_profiles_UserProfileRequiredError = /* @__PURE__ */ (() => {
    /**
     * The request sets `billing_policy.bill_to` to `"user_profile"` but names no user
     * profile. Name the profile to bill in the `anthropic-user-profile-id` header.
     */
    class UserProfileRequiredError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    UserProfileRequiredError._errorName = 'UserProfileRequiredError';
    return UserProfileRequiredError;
})();
/**
 * The customer that the request's user profile represents has not authorized the
 * caller to bill them, or the authorization that the request's credential uses has
 * ended. The response does not say which applies.
 */
var user_profiles_UserProfileBillingNotAuthorizedError = /* @__PURE__ */ (() => {
    /**
     * The customer that the request's user profile represents has not authorized the
     * caller to bill them, or the authorization that the request's credential uses has
     * ended. The response does not say which applies.
     */
    class UserProfileBillingNotAuthorizedError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    UserProfileBillingNotAuthorizedError._errorName = 'UserProfileBillingNotAuthorizedError';
    return UserProfileBillingNotAuthorizedError;
})();
/**
 * The request's user profile cannot be billed. The response gives no more specific
 * error code and does not say what the reason is.
 */
var user_profiles_UserProfileNotBillableError = /* @__PURE__ */ (() => {
    /**
     * The request's user profile cannot be billed. The response gives no more specific
     * error code and does not say what the reason is.
     */
    class UserProfileNotBillableError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    UserProfileNotBillableError._errorName = 'UserProfileNotBillableError';
    return UserProfileNotBillableError;
})();
var user_profiles_UserProfiles = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class UserProfiles extends APIResource {
        constructor() {
            super(...arguments);
            this.actionURLs = new ActionURLsAPI.ActionURLs(this._client);
        }
        /**
         * Create User Profile
         *
         * @example
         * ```ts
         * const userProfile = await client.userProfiles.create({});
         * ```
         */
        create(params, options) {
            const { workspace_id, ...body } = params;
            return this._client.post('/v1/user_profiles', {
                body,
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.user_profiles.create', options, {
                    route: '/v1/user_profiles',
                    createdIDAttribute: 'anthropic.user_profile.id',
                }),
            });
        }
        /**
         * Get User Profile
         *
         * @example
         * ```ts
         * const userProfile = await client.userProfiles.retrieve(
         *   'uprof_011CZkZCu8hGbp5mYRQgUmz9',
         * );
         * ```
         */
        retrieve(userProfileID, params = {}, options) {
            const { workspace_id } = params ?? {};
            return this._client.get(path `/v1/user_profiles/${userProfileID}`, {
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.user_profiles.retrieve', options, {
                    route: '/v1/user_profiles/{user_profile_id}',
                    attributes: { 'anthropic.user_profile.id': userProfileID },
                }),
            });
        }
        /**
         * Update User Profile
         *
         * @example
         * ```ts
         * const userProfile = await client.userProfiles.update(
         *   'uprof_011CZkZCu8hGbp5mYRQgUmz9',
         *   {},
         * );
         * ```
         */
        update(userProfileID, params, options) {
            const { workspace_id, ...body } = params;
            return this._client.post(path `/v1/user_profiles/${userProfileID}`, {
                body,
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.user_profiles.update', options, {
                    route: '/v1/user_profiles/{user_profile_id}',
                    attributes: { 'anthropic.user_profile.id': userProfileID },
                }),
            });
        }
        /**
         * List User Profiles
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const userProfile of client.userProfiles.list()) {
         *   // ...
         * }
         * ```
         */
        list(params = {}, options) {
            const { workspace_id, ...query } = params ?? {};
            return this._client.getAPIList('/v1/user_profiles', (PageCursor), {
                query,
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.user_profiles.list', options, {
                    route: '/v1/user_profiles',
                    queryParams: ['enforcement_status', 'limit', 'order', 'order_by', 'page'],
                }),
            });
        }
        /**
         * Delete User Profile
         *
         * @example
         * ```ts
         * const deletedUserProfile = await client.userProfiles.delete(
         *   'uprof_011CZkZCu8hGbp5mYRQgUmz9',
         * );
         * ```
         */
        delete(userProfileID, params = {}, options) {
            const { workspace_id } = params ?? {};
            return this._client.delete(path `/v1/user_profiles/${userProfileID}`, {
                ...options,
                headers: buildHeaders([
                    { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                    options?.headers,
                ]),
                __span: startApiCallSpan(this._client, 'anthropic.user_profiles.delete', options, {
                    route: '/v1/user_profiles/{user_profile_id}',
                    attributes: { 'anthropic.user_profile.id': userProfileID },
                }),
            });
        }
    }
    UserProfiles.UserProfileNotFoundError = user_profiles_UserProfileNotFoundError;
    UserProfiles.UserProfileRequiredError = user_profiles_UserProfileRequiredError;
    UserProfiles.UserProfileBillingNotAuthorizedError = user_profiles_UserProfileBillingNotAuthorizedError;
    UserProfiles.UserProfileNotBillableError = user_profiles_UserProfileNotBillableError;
    UserProfiles.ActionURLs = ActionURLs;
    return UserProfiles;
})()));
//# sourceMappingURL=user-profiles.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/beta/environments/environments.mjs








/**
 * The environment is archived, so it cannot be updated.
 */
var environments_BetaEnvironmentArchivedError = /* @__PURE__ */ (() => {
    /**
     * The environment is archived, so it cannot be updated.
     */
    class BetaEnvironmentArchivedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaEnvironmentArchivedError._errorName = 'BetaEnvironmentArchivedError';
    return BetaEnvironmentArchivedError;
})();
/**
 * `config.type` differs from the environment's stored type, which cannot change
 * after creation.
 */
var environments_BetaInvalidConfigTypeChangeError = /* @__PURE__ */ (() => {
    /**
     * `config.type` differs from the environment's stored type, which cannot change
     * after creation.
     */
    class BetaInvalidConfigTypeChangeError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaInvalidConfigTypeChangeError._errorName = 'BetaInvalidConfigTypeChangeError';
    return BetaInvalidConfigTypeChangeError;
})();
/**
 * `metadata` has too many keys, a key or value that is too long, or a reserved
 * key. The message names each problem.
 */
var environments_BetaInvalidMetadataError = /* @__PURE__ */ (() => {
    /**
     * `metadata` has too many keys, a key or value that is too long, or a reserved
     * key. The message names each problem.
     */
    class BetaInvalidMetadataError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaInvalidMetadataError._errorName = 'BetaInvalidMetadataError';
    return BetaInvalidMetadataError;
})();
/**
 * Anthropic has turned off creating environments for this organization. Existing
 * environments still work.
 */
var environments_BetaEnvironmentCreateDisabledError = /* @__PURE__ */ (() => {
    /**
     * Anthropic has turned off creating environments for this organization. Existing
     * environments still work.
     */
    class BetaEnvironmentCreateDisabledError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaEnvironmentCreateDisabledError._errorName = 'BetaEnvironmentCreateDisabledError';
    return BetaEnvironmentCreateDisabledError;
})();
/**
 * Anthropic has turned off updating environments for this organization. Existing
 * environments still work as they are.
 */
var environments_BetaEnvironmentUpdateDisabledError = /* @__PURE__ */ (() => {
    /**
     * Anthropic has turned off updating environments for this organization. Existing
     * environments still work as they are.
     */
    class BetaEnvironmentUpdateDisabledError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaEnvironmentUpdateDisabledError._errorName = 'BetaEnvironmentUpdateDisabledError';
    return BetaEnvironmentUpdateDisabledError;
})();
/**
 * `settings.environment_id` names no Environment within the organization's reach.
 */
var environments_BetaEnvironmentNotFoundError = /* @__PURE__ */ (() => {
    /**
     * `settings.environment_id` names no Environment within the organization's reach.
     */
    class BetaEnvironmentNotFoundError extends core_error/* NotFoundError */.m_ {
    }
    /** @internal */
    BetaEnvironmentNotFoundError._errorName = 'BetaEnvironmentNotFoundError';
    return BetaEnvironmentNotFoundError;
})();
var environments_Environments = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Environments extends APIResource {
        constructor() {
            super(...arguments);
            this.work = new WorkAPI.Work(this._client);
        }
        /**
         * Create a new environment with the specified configuration.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         * @throws {BetaEnvironmentCreateDisabledError}
         *
         * @example
         * ```ts
         * const betaEnvironment =
         *   await client.beta.environments.create({
         *     name: 'python-data-analysis',
         *   });
         * ```
         */
        create(params, options) {
            const { betas, workspace_id, ...body } = params;
            return this._client.post('/v1/environments', {
                body,
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.create', options, {
                    route: '/v1/environments',
                    createdIDAttribute: 'anthropic.environment.id',
                }),
            });
        }
        /**
         * Retrieve a specific environment by ID.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const betaEnvironment =
         *   await client.beta.environments.retrieve(
         *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *   );
         * ```
         */
        retrieve(environmentID, params = {}, options) {
            const { betas, workspace_id } = params ?? {};
            return this._client.get(path `/v1/environments/${environmentID}`, {
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.retrieve', options, {
                    route: '/v1/environments/{environment_id}',
                    attributes: { 'anthropic.environment.id': environmentID },
                }),
            });
        }
        /**
         * Update an existing environment's configuration.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {BetaEnvironmentArchivedError}
         * @throws {BetaInvalidConfigTypeChangeError}
         * @throws {OrganizationOnHoldError}
         * @throws {BetaEnvironmentUpdateDisabledError}
         *
         * @example
         * ```ts
         * const betaEnvironment =
         *   await client.beta.environments.update(
         *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *     {},
         *   );
         * ```
         */
        update(environmentID, params, options) {
            const { betas, workspace_id, ...body } = params;
            return this._client.post(path `/v1/environments/${environmentID}`, {
                body,
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.update', options, {
                    route: '/v1/environments/{environment_id}',
                    attributes: { 'anthropic.environment.id': environmentID },
                }),
            });
        }
        /**
         * List environments with pagination support.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const betaEnvironment of client.beta.environments.list()) {
         *   // ...
         * }
         * ```
         */
        list(params = {}, options) {
            const { betas, workspace_id, ...query } = params ?? {};
            return this._client.getAPIList('/v1/environments', (PageCursor), {
                query,
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.list', options, {
                    route: '/v1/environments',
                    queryParams: ['include_archived', 'limit', 'page'],
                }),
            });
        }
        /**
         * Delete an environment by ID. Returns a confirmation of the deletion.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const betaEnvironmentDeleteResponse =
         *   await client.beta.environments.delete(
         *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *   );
         * ```
         */
        delete(environmentID, params = {}, options) {
            const { betas, workspace_id } = params ?? {};
            return this._client.delete(path `/v1/environments/${environmentID}`, {
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.delete', options, {
                    route: '/v1/environments/{environment_id}',
                    attributes: { 'anthropic.environment.id': environmentID },
                }),
            });
        }
        /**
         * Archive an environment by ID. Archived environments cannot be used to create new
         * sessions.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const betaEnvironment =
         *   await client.beta.environments.archive(
         *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *   );
         * ```
         */
        archive(environmentID, params = {}, options) {
            const { betas, workspace_id } = params ?? {};
            return this._client.post(path `/v1/environments/${environmentID}/archive`, {
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.archive', options, {
                    route: '/v1/environments/{environment_id}/archive',
                    attributes: { 'anthropic.environment.id': environmentID },
                }),
            });
        }
    }
    Environments.BetaEnvironmentArchivedError = environments_BetaEnvironmentArchivedError;
    Environments.BetaInvalidConfigTypeChangeError = environments_BetaInvalidConfigTypeChangeError;
    Environments.BetaInvalidMetadataError = environments_BetaInvalidMetadataError;
    Environments.BetaEnvironmentCreateDisabledError = environments_BetaEnvironmentCreateDisabledError;
    Environments.BetaEnvironmentUpdateDisabledError = environments_BetaEnvironmentUpdateDisabledError;
    Environments.BetaEnvironmentNotFoundError = environments_BetaEnvironmentNotFoundError;
    Environments.Work = Work;
    Environments.BetaHeartbeatPreconditionFailedError = BetaHeartbeatPreconditionFailedError;
    return Environments;
})()));
//# sourceMappingURL=environments.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/beta/environments/work.mjs








/**
 * `expected_last_heartbeat` does not match the stored heartbeat, so another worker
 * may hold the lease.
 */
var work_BetaHeartbeatPreconditionFailedError = /* @__PURE__ */ (() => {
    /**
     * `expected_last_heartbeat` does not match the stored heartbeat, so another worker
     * may hold the lease.
     */
    class BetaHeartbeatPreconditionFailedError extends core_error/* PreconditionFailedError */.k9 {
    }
    /** @internal */
    BetaHeartbeatPreconditionFailedError._errorName = 'BetaHeartbeatPreconditionFailedError';
    return BetaHeartbeatPreconditionFailedError;
})();
var work_Work = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Work extends APIResource {
        /**
         * Retrieve detailed information about a specific work item.
         *
         * This endpoint accepts a Claude API key. It rejects the environment key and the
         * work item's `secret`. On
         * [Claude Platform on AWS](https://platform.claude.com/docs/en/build-with-claude/claude-platform-on-aws)
         * or
         * [Claude Models on Google Cloud (Anthropic managed)](https://platform.claude.com/docs/en/build-with-claude/claude-models-on-google-cloud/anthropic-managed),
         * use that platform's credentials instead.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const betaSelfHostedWork =
         *   await client.beta.environments.work.retrieve('work_id', {
         *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *   });
         * ```
         */
        retrieve(workID, params, options) {
            const { environment_id, betas, workspace_id } = params;
            return this._client.get(path `/v1/environments/${environment_id}/work/${workID}`, {
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.work.retrieve', options, {
                    route: '/v1/environments/{environment_id}/work/{work_id}',
                    attributes: { 'anthropic.environment.id': environment_id, 'anthropic.environment.work.id': workID },
                }),
            });
        }
        /**
         * Update work item metadata with merge semantics.
         *
         * This endpoint accepts a Claude API key. It rejects the environment key and the
         * work item's `secret`. On
         * [Claude Platform on AWS](https://platform.claude.com/docs/en/build-with-claude/claude-platform-on-aws)
         * or
         * [Claude Models on Google Cloud (Anthropic managed)](https://platform.claude.com/docs/en/build-with-claude/claude-models-on-google-cloud/anthropic-managed),
         * use that platform's credentials instead.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {BetaInvalidMetadataError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const betaSelfHostedWork =
         *   await client.beta.environments.work.update('work_id', {
         *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *     metadata: { foo: 'string' },
         *   });
         * ```
         */
        update(workID, params, options) {
            const { environment_id, betas, workspace_id, ...body } = params;
            return this._client.post(path `/v1/environments/${environment_id}/work/${workID}`, {
                body,
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.work.update', options, {
                    route: '/v1/environments/{environment_id}/work/{work_id}',
                    attributes: { 'anthropic.environment.id': environment_id, 'anthropic.environment.work.id': workID },
                }),
            });
        }
        /**
         * List work items in an environment.
         *
         * This endpoint accepts the environment key as a bearer token. It rejects a Claude
         * API key. On
         * [Claude Platform on AWS](https://platform.claude.com/docs/en/build-with-claude/claude-platform-on-aws)
         * or
         * [Claude Models on Google Cloud (Anthropic managed)](https://platform.claude.com/docs/en/build-with-claude/claude-models-on-google-cloud/anthropic-managed),
         * use that platform's credentials instead.
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const betaSelfHostedWork of client.beta.environments.work.list(
         *   'env_011CZkZ9X2dpNyB7HsEFoRfW',
         * )) {
         *   // ...
         * }
         * ```
         */
        list(environmentID, params = {}, options) {
            const { betas, ...query } = params ?? {};
            return this._client.getAPIList(path `/v1/environments/${environmentID}/work`, (PageCursor), {
                query,
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.work.list', options, {
                    route: '/v1/environments/{environment_id}/work',
                    queryParams: ['limit', 'page'],
                    attributes: { 'anthropic.environment.id': environmentID },
                }),
            });
        }
        /**
         * Note: these endpoints are called automatically by the pre-built environment
         * worker provided in the SDKs and CLI, for orchestrating sessions with self-hosted
         * sandbox environments. They are included here as a reference; you do not need to
         * invoke them directly.
         *
         * Acknowledge receipt of a work item, transitioning it from 'queued' to 'starting'
         * and removing it from the queue.
         *
         * @example
         * ```ts
         * const betaSelfHostedWork =
         *   await client.beta.environments.work.ack('work_id', {
         *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *   });
         * ```
         */
        ack(workID, params, options) {
            const { environment_id, betas } = params;
            return this._client.post(path `/v1/environments/${environment_id}/work/${workID}/ack`, {
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.work.ack', options, {
                    route: '/v1/environments/{environment_id}/work/{work_id}/ack',
                    attributes: { 'anthropic.environment.id': environment_id, 'anthropic.environment.work.id': workID },
                }),
            });
        }
        /**
         * Note: these endpoints are called automatically by the pre-built environment
         * worker provided in the SDKs and CLI, for orchestrating sessions with self-hosted
         * sandbox environments. They are included here as a reference; you do not need to
         * invoke them directly.
         *
         * Record a heartbeat for a work item to maintain the lease.
         *
         * @throws {BetaHeartbeatPreconditionFailedError}
         *
         * @example
         * ```ts
         * const betaSelfHostedWorkHeartbeatResponse =
         *   await client.beta.environments.work.heartbeat('work_id', {
         *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *   });
         * ```
         */
        heartbeat(workID, params, options) {
            const { environment_id, desired_ttl_seconds, expected_last_heartbeat, betas } = params;
            return this._client.post(path `/v1/environments/${environment_id}/work/${workID}/heartbeat`, {
                query: { desired_ttl_seconds, expected_last_heartbeat },
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.work.heartbeat', options, {
                    route: '/v1/environments/{environment_id}/work/{work_id}/heartbeat',
                    queryParams: ['desired_ttl_seconds', 'expected_last_heartbeat'],
                    attributes: { 'anthropic.environment.id': environment_id, 'anthropic.environment.work.id': workID },
                }),
            });
        }
        /**
         * Note: these endpoints are called automatically by the pre-built environment
         * worker provided in the SDKs and CLI, for orchestrating sessions with self-hosted
         * sandbox environments. They are included here as a reference; you do not need to
         * invoke them directly.
         *
         * Long poll for work items in the queue.
         *
         * @example
         * ```ts
         * const betaSelfHostedWork =
         *   await client.beta.environments.work.poll(
         *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *   );
         * ```
         */
        poll(environmentID, params = {}, options) {
            const { betas, 'Anthropic-Worker-ID': anthropicWorkerID, ...query } = params ?? {};
            return this._client.get(path `/v1/environments/${environmentID}/work/poll`, {
                query,
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(anthropicWorkerID != null ? { 'Anthropic-Worker-ID': anthropicWorkerID } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.work.poll', options, {
                    route: '/v1/environments/{environment_id}/work/poll',
                    queryParams: ['block_ms', 'reclaim_older_than_ms'],
                    attributes: { 'anthropic.environment.id': environmentID },
                }),
            });
        }
        /**
         * Get statistics about the work queue for an environment.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const betaSelfHostedWorkQueueStats =
         *   await client.beta.environments.work.stats(
         *     'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *   );
         * ```
         */
        stats(environmentID, params = {}, options) {
            const { betas, workspace_id } = params ?? {};
            return this._client.get(path `/v1/environments/${environmentID}/work/stats`, {
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.work.stats', options, {
                    route: '/v1/environments/{environment_id}/work/stats',
                    attributes: { 'anthropic.environment.id': environmentID },
                }),
            });
        }
        /**
         * Stop a work item, initiating graceful or forced shutdown.
         *
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {OrganizationOnHoldError}
         *
         * @example
         * ```ts
         * const betaSelfHostedWork =
         *   await client.beta.environments.work.stop('work_id', {
         *     environment_id: 'env_011CZkZ9X2dpNyB7HsEFoRfW',
         *   });
         * ```
         */
        stop(workID, params, options) {
            const { environment_id, betas, workspace_id, ...body } = params;
            return this._client.post(path `/v1/environments/${environment_id}/work/${workID}/stop`, {
                body,
                ...options,
                headers: buildHeaders([
                    {
                        'anthropic-beta': [...(betas ?? []), 'managed-agents-2026-04-01'].toString(),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.environments.work.stop', options, {
                    route: '/v1/environments/{environment_id}/work/{work_id}/stop',
                    attributes: { 'anthropic.environment.id': environment_id, 'anthropic.environment.work.id': workID },
                }),
            });
        }
        /**
         * Continuously claim work from a self-hosted environment, ack each item,
         * and yield it. Posts `stop` automatically when the consumer's loop body
         * returns or when iteration ends.
         *
         * @example
         * ```ts
         * for await (const work of client.beta.environments.work.poller({
         *   environmentId,
         *   environmentKey,
         * })) {
         *   if (work.data.type !== 'session') continue;
         *   // ...service the work...
         * }
         * ```
         */
        poller(opts) {
            return new WorkPoller({ ...opts, client: this._client });
        }
        worker(opts) {
            return new EnvironmentWorker({ ...opts, client: this._client });
        }
    }
    Work.BetaHeartbeatPreconditionFailedError = work_BetaHeartbeatPreconditionFailedError;
    Work.WorkPoller = WorkPoller;
    Work.EnvironmentWorker = EnvironmentWorker;
    return Work;
})()));


//# sourceMappingURL=work.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/beta/organization/users.mjs






/**
 * The member is the organization's primary owner, whom no API key or token can
 * sign out.
 */
var BetaCannotSignOutPrimaryOwnerError = /* @__PURE__ */ (() => {
    /**
     * The member is the organization's primary owner, whom no API key or token can
     * sign out.
     */
    class BetaCannotSignOutPrimaryOwnerError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaCannotSignOutPrimaryOwnerError._errorName = 'BetaCannotSignOutPrimaryOwnerError';
    return BetaCannotSignOutPrimaryOwnerError;
})();
/**
 * The member is the user the API key or token belongs to.
 */
var BetaCannotSignOutSelfError = /* @__PURE__ */ (() => {
    /**
     * The member is the user the API key or token belongs to.
     */
    class BetaCannotSignOutSelfError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaCannotSignOutSelfError._errorName = 'BetaCannotSignOutSelfError';
    return BetaCannotSignOutSelfError;
})();
/**
 * The member has the `managed` role, and this API key or token cannot sign them
 * out. The error message says which keys and tokens can.
 */
var BetaCannotSignOutManagedMemberError = /* @__PURE__ */ (() => {
    /**
     * The member has the `managed` role, and this API key or token cannot sign them
     * out. The error message says which keys and tokens can.
     */
    class BetaCannotSignOutManagedMemberError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaCannotSignOutManagedMemberError._errorName = 'BetaCannotSignOutManagedMemberError';
    return BetaCannotSignOutManagedMemberError;
})();
/**
 * The member is a membership admin, and the person the API key or token belongs to
 * is not allowed to sign out membership admins.
 */
var BetaCannotSignOutMembershipAdminError = /* @__PURE__ */ (() => {
    /**
     * The member is a membership admin, and the person the API key or token belongs to
     * is not allowed to sign out membership admins.
     */
    class BetaCannotSignOutMembershipAdminError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaCannotSignOutMembershipAdminError._errorName = 'BetaCannotSignOutMembershipAdminError';
    return BetaCannotSignOutMembershipAdminError;
})();
/**
 * The member is an owner or has owner permissions, and this API key or token
 * cannot sign them out. In a Claude Enterprise organization, an API key with the
 * `write:members` scope can.
 */
var BetaCannotSignOutOwnerError = /* @__PURE__ */ (() => {
    /**
     * The member is an owner or has owner permissions, and this API key or token
     * cannot sign them out. In a Claude Enterprise organization, an API key with the
     * `write:members` scope can.
     */
    class BetaCannotSignOutOwnerError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaCannotSignOutOwnerError._errorName = 'BetaCannotSignOutOwnerError';
    return BetaCannotSignOutOwnerError;
})();
/**
 * This OAuth token cannot sign out a membership admin or a member whose roles
 * grant owner, user management, or identity and access management.
 */
var BetaCannotSignOutPrivilegedMemberError = /* @__PURE__ */ (() => {
    /**
     * This OAuth token cannot sign out a membership admin or a member whose roles
     * grant owner, user management, or identity and access management.
     */
    class BetaCannotSignOutPrivilegedMemberError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaCannotSignOutPrivilegedMemberError._errorName = 'BetaCannotSignOutPrivilegedMemberError';
    return BetaCannotSignOutPrivilegedMemberError;
})();
var organization_users_Users = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Users extends APIResource {
        /**
         * Retrieve a member of the organization by user ID.
         *
         * @example
         * ```ts
         * const betaOrganizationUser =
         *   await client.beta.organization.users.retrieve('user_id');
         * ```
         */
        retrieve(userID, options) {
            return this._client.get(path `/v1/organizations/users/${userID}`, {
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.users.retrieve', options, {
                    route: '/v1/organizations/users/{user_id}',
                    attributes: { 'anthropic.organization.user.id': userID },
                }),
            });
        }
        /**
         * Update a member's organization role.
         *
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const betaOrganizationUser =
         *   await client.beta.organization.users.update('user_id', {
         *     role: 'user',
         *   });
         * ```
         */
        update(userID, body, options) {
            return this._client.post(path `/v1/organizations/users/${userID}`, {
                body,
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.users.update', options, {
                    route: '/v1/organizations/users/{user_id}',
                    attributes: { 'anthropic.organization.user.id': userID },
                }),
            });
        }
        /**
         * List the organization's members.
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const betaOrganizationUser of client.beta.organization.users.list()) {
         *   // ...
         * }
         * ```
         */
        list(query = {}, options) {
            return this._client.getAPIList('/v1/organizations/users', (Page), {
                query,
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.users.list', options, {
                    route: '/v1/organizations/users',
                    queryParams: ['after_id', 'before_id', 'email', 'limit', 'roles'],
                }),
            });
        }
        /**
         * Remove a member from the organization.
         *
         * @throws {CannotRemoveLastMemberError}
         * @throws {SandboxEgressRestrictedError}
         * @throws {ConcurrentMembershipChangeError}
         *
         * @example
         * ```ts
         * const user = await client.beta.organization.users.remove(
         *   'user_id',
         * );
         * ```
         */
        remove(userID, options) {
            return this._client.delete(path `/v1/organizations/users/${userID}`, {
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.users.remove', options, {
                    route: '/v1/organizations/users/{user_id}',
                    attributes: { 'anthropic.organization.user.id': userID },
                }),
            });
        }
        /**
         * Sign a member out of Claude everywhere, without removing them from the
         * organization. This ends their sign-in sessions and removes their trusted devices
         * wherever they use Claude, including other organizations and individual plans. It
         * also ends the OAuth tokens issued to them for this organization, so apps such as
         * Claude Code must sign in again.
         *
         * A token can take up to an hour to stop working, though it almost always stops at
         * once. The member keeps their role and can sign in again right away. To keep them
         * out, remove them from the organization or, if your organization uses single
         * sign-on, block them in your identity provider. Signing out does not end API
         * keys, OAuth tokens that were not issued for this organization, or the member's
         * Claude Code cloud sessions and routines.
         *
         * You cannot sign out the organization's primary owner or the person your API key
         * or token acts for, and a request to sign out another owner, a member with owner
         * permissions, or a membership admin may be refused. A refused request returns a
         * `400` or `403` error that says why. If the request returns `503`, send it again
         * to finish; anything already ended stays ended.
         *
         * Every request must include the beta header
         * `anthropic-beta: admin-user-sign-out-2026-10-08`. A request without it returns
         * `400`. Sign-out is in beta for Claude Enterprise organizations. In an
         * organization where it is not enabled, a request returns `400` with `error_code`
         * `organization_not_enrolled_in_beta`. In a Claude Enterprise organization, an API
         * key needs the `write:members` scope; a key without it gets `403`.
         *
         * @throws {BetaCannotSignOutPrimaryOwnerError}
         * @throws {BetaCannotSignOutSelfError}
         * @throws {BetaOrganizationNotEnrolledInBetaError}
         * @throws {BetaCannotSignOutManagedMemberError}
         * @throws {BetaCannotSignOutMembershipAdminError}
         * @throws {BetaCannotSignOutOwnerError}
         * @throws {BetaCannotSignOutPrivilegedMemberError}
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const betaOrganizationUser =
         *   await client.beta.organization.users.signOut('user_id');
         * ```
         */
        signOut(userID, params = {}, options) {
            const { betas } = params ?? {};
            return this._client.post(path `/v1/organizations/users/${userID}/sign_out`, {
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'admin-user-sign-out-2026-10-08'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.users.sign_out', options, {
                    route: '/v1/organizations/users/{user_id}/sign_out',
                    attributes: { 'anthropic.organization.user.id': userID },
                }),
            });
        }
    }
    Users.BetaCannotSignOutPrimaryOwnerError = BetaCannotSignOutPrimaryOwnerError;
    Users.BetaCannotSignOutSelfError = BetaCannotSignOutSelfError;
    Users.BetaCannotSignOutManagedMemberError = BetaCannotSignOutManagedMemberError;
    Users.BetaCannotSignOutMembershipAdminError = BetaCannotSignOutMembershipAdminError;
    Users.BetaCannotSignOutOwnerError = BetaCannotSignOutOwnerError;
    Users.BetaCannotSignOutPrivilegedMemberError = BetaCannotSignOutPrivilegedMemberError;
    return Users;
})()));
//# sourceMappingURL=users.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/organization/rbac-groups/rbac-groups.mjs







/**
 * A role attached to an RBAC Group in the request grants owner access, so this API
 * does not add members to that group (directly or through an invite), remove its
 * members, or delete it. Make the change in the organization's admin settings in
 * Claude.
 */
var rbac_groups_RBACGroupGrantsOwnerAccessError = /* @__PURE__ */ (() => {
    /**
     * A role attached to an RBAC Group in the request grants owner access, so this API
     * does not add members to that group (directly or through an invite), remove its
     * members, or delete it. Make the change in the organization's admin settings in
     * Claude.
     */
    class RBACGroupGrantsOwnerAccessError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    RBACGroupGrantsOwnerAccessError._errorName = 'RBACGroupGrantsOwnerAccessError';
    return RBACGroupGrantsOwnerAccessError;
})();
/**
 * The API could not finish checking whether an RBAC Group in the request grants
 * owner access, so it made no change. Retrying the same request will not help.
 * Make the change in the organization's admin settings in Claude.
 */
var rbac_groups_RBACGroupOwnerAccessUnconfirmedError = /* @__PURE__ */ (() => {
    /**
     * The API could not finish checking whether an RBAC Group in the request grants
     * owner access, so it made no change. Retrying the same request will not help.
     * Make the change in the organization's admin settings in Claude.
     */
    class RBACGroupOwnerAccessUnconfirmedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    RBACGroupOwnerAccessUnconfirmedError._errorName = 'RBACGroupOwnerAccessUnconfirmedError';
    return RBACGroupOwnerAccessUnconfirmedError;
})();
var rbac_groups_RBACGroups = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class RBACGroups extends APIResource {
        constructor() {
            super(...arguments);
            this.members = new MembersAPI.Members(this._client);
        }
        /**
         * Create an RBAC Group in the Claude Enterprise tenant. Groups created via the API
         * have source type `"direct"`.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const rbacGroup =
         *   await client.organization.rbacGroups.create({
         *     name: 'Engineering',
         *   });
         * ```
         */
        create(body, options) {
            return this._client.post('/v1/organizations/rbac_groups', {
                body,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.create', options, {
                    route: '/v1/organizations/rbac_groups',
                    createdIDAttribute: 'anthropic.organization.rbac_group.id',
                }),
            });
        }
        /**
         * Retrieve an RBAC Group by ID.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @example
         * ```ts
         * const rbacGroup =
         *   await client.organization.rbacGroups.retrieve(
         *     'rbac_group_id',
         *   );
         * ```
         */
        retrieve(rbacGroupID, options) {
            return this._client.get(path `/v1/organizations/rbac_groups/${rbacGroupID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.retrieve', options, {
                    route: '/v1/organizations/rbac_groups/{rbac_group_id}',
                    attributes: { 'anthropic.organization.rbac_group.id': rbacGroupID },
                }),
            });
        }
        /**
         * Update an RBAC Group's name. Groups provisioned by an identity provider (source
         * type `"scim"`) cannot be modified via the API while an organization in the
         * tenant uses SCIM provisioning.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const rbacGroup =
         *   await client.organization.rbacGroups.update(
         *     'rbac_group_id',
         *     {},
         *   );
         * ```
         */
        update(rbacGroupID, body, options) {
            return this._client.post(path `/v1/organizations/rbac_groups/${rbacGroupID}`, {
                body,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.update', options, {
                    route: '/v1/organizations/rbac_groups/{rbac_group_id}',
                    attributes: { 'anthropic.organization.rbac_group.id': rbacGroupID },
                }),
            });
        }
        /**
         * List RBAC Groups in the Claude Enterprise tenant.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const rbacGroup of client.organization.rbacGroups.list()) {
         *   // ...
         * }
         * ```
         */
        list(query = {}, options) {
            return this._client.getAPIList('/v1/organizations/rbac_groups', (PageCursor), {
                query,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.list', options, {
                    route: '/v1/organizations/rbac_groups',
                    queryParams: ['limit', 'page'],
                }),
            });
        }
        /**
         * Delete an RBAC Group. Groups provisioned by an identity provider (source type
         * `"scim"`) cannot be deleted via the API while an organization in the tenant uses
         * SCIM provisioning.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @throws {RBACGroupGrantsOwnerAccessError}
         * @throws {RBACGroupOwnerAccessUnconfirmedError}
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const deletedRBACGroup =
         *   await client.organization.rbacGroups.delete(
         *     'rbac_group_id',
         *   );
         * ```
         */
        delete(rbacGroupID, options) {
            return this._client.delete(path `/v1/organizations/rbac_groups/${rbacGroupID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.delete', options, {
                    route: '/v1/organizations/rbac_groups/{rbac_group_id}',
                    attributes: { 'anthropic.organization.rbac_group.id': rbacGroupID },
                }),
            });
        }
    }
    RBACGroups.RBACGroupGrantsOwnerAccessError = rbac_groups_RBACGroupGrantsOwnerAccessError;
    RBACGroups.RBACGroupOwnerAccessUnconfirmedError = rbac_groups_RBACGroupOwnerAccessUnconfirmedError;
    RBACGroups.Members = Members;
    return RBACGroups;
})()));
//# sourceMappingURL=rbac-groups.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/organization/workspaces/workspaces.mjs











/**
 * After this request, the External Key and the Workspace would not have the same
 * user profile. A key and its Workspace must have the same user profile, or both
 * have none.
 */
var workspaces_KeyProfileMismatchError = /* @__PURE__ */ (() => {
    /**
     * After this request, the External Key and the Workspace would not have the same
     * user profile. A key and its Workspace must have the same user profile, or both
     * have none.
     */
    class KeyProfileMismatchError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    KeyProfileMismatchError._errorName = 'KeyProfileMismatchError';
    return KeyProfileMismatchError;
})();
/**
 * The workspace has reached the member limit that Anthropic set for it.
 */
var workspaces_WorkspaceMemberLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The workspace has reached the member limit that Anthropic set for it.
     */
    class WorkspaceMemberLimitExceededError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    WorkspaceMemberLimitExceededError._errorName = 'WorkspaceMemberLimitExceededError';
    return WorkspaceMemberLimitExceededError;
})();
/**
 * The request breaks the organization's Workspace Policy. The message says which
 * rule it broke; an organization admin can see and change the policy in the
 * Console.
 */
var workspaces_WorkspacePolicyViolationError = /* @__PURE__ */ (() => {
    /**
     * The request breaks the organization's Workspace Policy. The message says which
     * rule it broke; an organization admin can see and change the policy in the
     * Console.
     */
    class WorkspacePolicyViolationError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    WorkspacePolicyViolationError._errorName = 'WorkspacePolicyViolationError';
    return WorkspacePolicyViolationError;
})();
var workspaces_Workspaces = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Workspaces extends APIResource {
        constructor() {
            super(...arguments);
            this.rateLimits = new RateLimitsAPI.RateLimits(this._client);
            this.members = new MembersAPI.Members(this._client);
            this.serviceAccounts = new ServiceAccountsAPI.ServiceAccounts(this._client);
        }
        /**
         * Create Workspace
         *
         * @throws {ExternalKeyValidationFailedError}
         * @throws {ExternalKeyValidationTimedOutError}
         * @throws {KeyProfileMismatchError}
         * @throws {UserProfileNotFoundError}
         * @throws {WorkspacePolicyViolationError}
         * @throws {SandboxEgressRestrictedError}
         * @throws {ExternalKeyChangedError}
         *
         * @example
         * ```ts
         * const workspace =
         *   await client.organization.workspaces.create({
         *     name: 'Workspace Name',
         *   });
         * ```
         */
        create(body, options) {
            return this._client.post('/v1/organizations/workspaces', {
                body,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.workspaces.create', options, {
                    route: '/v1/organizations/workspaces',
                    createdIDAttribute: 'anthropic.organization.workspace.id',
                }),
            });
        }
        /**
         * Get Workspace
         *
         * @example
         * ```ts
         * const workspace =
         *   await client.organization.workspaces.retrieve(
         *     'workspace_id',
         *   );
         * ```
         */
        retrieve(workspaceID, options) {
            return this._client.get(path `/v1/organizations/workspaces/${workspaceID}`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.workspaces.retrieve', options, {
                    route: '/v1/organizations/workspaces/{workspace_id}',
                    attributes: { 'anthropic.organization.workspace.id': workspaceID },
                }),
            });
        }
        /**
         * Update Workspace
         *
         * @throws {ExternalKeyValidationFailedError}
         * @throws {ExternalKeyValidationTimedOutError}
         * @throws {KeyProfileMismatchError}
         * @throws {UserProfileNotFoundError}
         * @throws {WorkspacePolicyViolationError}
         * @throws {SandboxEgressRestrictedError}
         * @throws {ExternalKeyChangedError}
         *
         * @example
         * ```ts
         * const workspace =
         *   await client.organization.workspaces.update(
         *     'workspace_id',
         *     {},
         *   );
         * ```
         */
        update(workspaceID, body, options) {
            return this._client.post(path `/v1/organizations/workspaces/${workspaceID}`, {
                body,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.workspaces.update', options, {
                    route: '/v1/organizations/workspaces/{workspace_id}',
                    attributes: { 'anthropic.organization.workspace.id': workspaceID },
                }),
            });
        }
        /**
         * List Workspaces
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const workspace of client.organization.workspaces.list()) {
         *   // ...
         * }
         * ```
         */
        list(query = {}, options) {
            return this._client.getAPIList('/v1/organizations/workspaces', (Page), {
                query,
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.workspaces.list', options, {
                    route: '/v1/organizations/workspaces',
                    queryParams: ['after_id', 'before_id', 'ids', 'include_archived', 'include_default', 'limit'],
                }),
            });
        }
        /**
         * Archive Workspace
         *
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const workspace =
         *   await client.organization.workspaces.archive(
         *     'workspace_id',
         *   );
         * ```
         */
        archive(workspaceID, options) {
            return this._client.post(path `/v1/organizations/workspaces/${workspaceID}/archive`, {
                ...options,
                __span: startApiCallSpan(this._client, 'anthropic.organization.workspaces.archive', options, {
                    route: '/v1/organizations/workspaces/{workspace_id}/archive',
                    attributes: { 'anthropic.organization.workspace.id': workspaceID },
                }),
            });
        }
    }
    Workspaces.KeyProfileMismatchError = workspaces_KeyProfileMismatchError;
    Workspaces.WorkspaceMemberLimitExceededError = workspaces_WorkspaceMemberLimitExceededError;
    Workspaces.WorkspacePolicyViolationError = workspaces_WorkspacePolicyViolationError;
    Workspaces.RateLimits = RateLimits;
    Workspaces.Members = Members;
    Workspaces.ServiceAccounts = ServiceAccounts;
    return Workspaces;
})()));
//# sourceMappingURL=workspaces.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-tag/claude-tag.mjs








/**
 * The Bundle has an attachment this API does not support editing, so its
 * instructions can be changed only in claude.ai.
 */
var BetaBundleAttachmentNotSupportedError = /* @__PURE__ */ (() => {
    /**
     * The Bundle has an attachment this API does not support editing, so its
     * instructions can be changed only in claude.ai.
     */
    class BetaBundleAttachmentNotSupportedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaBundleAttachmentNotSupportedError._errorName = 'BetaBundleAttachmentNotSupportedError';
    return BetaBundleAttachmentNotSupportedError;
})();
/**
 * This Bundle's instructions are managed in claude.ai and can't be changed through
 * the API.
 */
var BetaBundleOnCallError = /* @__PURE__ */ (() => {
    /**
     * This Bundle's instructions are managed in claude.ai and can't be changed through
     * the API.
     */
    class BetaBundleOnCallError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaBundleOnCallError._errorName = 'BetaBundleOnCallError';
    return BetaBundleOnCallError;
})();
/**
 * The request set the channel up, and `settings` was then refused. The channel
 * stays set up with every setting unset.
 */
var BetaSlackChannelSetUpSettingsRefusedError = /* @__PURE__ */ (() => {
    /**
     * The request set the channel up, and `settings` was then refused. The channel
     * stays set up with every setting unset.
     */
    class BetaSlackChannelSetUpSettingsRefusedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaSlackChannelSetUpSettingsRefusedError._errorName = 'BetaSlackChannelSetUpSettingsRefusedError';
    return BetaSlackChannelSetUpSettingsRefusedError;
})();
/**
 * The API key lacks the scope the request needs: `read:claude_tag` for a read,
 * `write:claude_tag` for a change.
 */
var BetaAPIKeyScopeMissingError = /* @__PURE__ */ (() => {
    /**
     * The API key lacks the scope the request needs: `read:claude_tag` for a read,
     * `write:claude_tag` for a change.
     */
    class BetaAPIKeyScopeMissingError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaAPIKeyScopeMissingError._errorName = 'BetaAPIKeyScopeMissingError';
    return BetaAPIKeyScopeMissingError;
})();
/**
 * Changes through the Claude Tag API are not enabled for the organization.
 */
var BetaClaudeTagWritesNotEnabledError = /* @__PURE__ */ (() => {
    /**
     * Changes through the Claude Tag API are not enabled for the organization.
     */
    class BetaClaudeTagWritesNotEnabledError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaClaudeTagWritesNotEnabledError._errorName = 'BetaClaudeTagWritesNotEnabledError';
    return BetaClaudeTagWritesNotEnabledError;
})();
/**
 * The organization's compliance configuration does not let Claude Tag store
 * anything new.
 */
var BetaComplianceConfigurationRestrictedError = /* @__PURE__ */ (() => {
    /**
     * The organization's compliance configuration does not let Claude Tag store
     * anything new.
     */
    class BetaComplianceConfigurationRestrictedError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaComplianceConfigurationRestrictedError._errorName = 'BetaComplianceConfigurationRestrictedError';
    return BetaComplianceConfigurationRestrictedError;
})();
/**
 * The credential is not a scoped API key that is bound at the organization level.
 */
var BetaOrganizationLevelScopedAPIKeyRequiredError = /* @__PURE__ */ (() => {
    /**
     * The credential is not a scoped API key that is bound at the organization level.
     */
    class BetaOrganizationLevelScopedAPIKeyRequiredError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaOrganizationLevelScopedAPIKeyRequiredError._errorName = 'BetaOrganizationLevelScopedAPIKeyRequiredError';
    return BetaOrganizationLevelScopedAPIKeyRequiredError;
})();
/**
 * `settings.environment_id` names no Environment within the organization's reach,
 * and the request had set the channel up by then. The channel stays set up with
 * every setting unset.
 */
var BetaSlackChannelSetUpEnvironmentNotFoundError = /* @__PURE__ */ (() => {
    /**
     * `settings.environment_id` names no Environment within the organization's reach,
     * and the request had set the channel up by then. The channel stays set up with
     * every setting unset.
     */
    class BetaSlackChannelSetUpEnvironmentNotFoundError extends core_error/* NotFoundError */.m_ {
    }
    /** @internal */
    BetaSlackChannelSetUpEnvironmentNotFoundError._errorName = 'BetaSlackChannelSetUpEnvironmentNotFoundError';
    return BetaSlackChannelSetUpEnvironmentNotFoundError;
})();
/**
 * The request set the channel up, and something else then changed the channel or
 * removed it. Nothing of `settings` was stored.
 */
var BetaSlackChannelSetUpSettingsConflictError = /* @__PURE__ */ (() => {
    /**
     * The request set the channel up, and something else then changed the channel or
     * removed it. Nothing of `settings` was stored.
     */
    class BetaSlackChannelSetUpSettingsConflictError extends core_error/* ConflictError */.fK {
    }
    /** @internal */
    BetaSlackChannelSetUpSettingsConflictError._errorName = 'BetaSlackChannelSetUpSettingsConflictError';
    return BetaSlackChannelSetUpSettingsConflictError;
})();
var ClaudeTag = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class ClaudeTag extends APIResource {
        constructor() {
            super(...arguments);
            this.slackChannels = new SlackChannelsAPI.SlackChannels(this._client);
            this.slackWorkspaces = new SlackWorkspacesAPI.SlackWorkspaces(this._client);
            this.bundles = new BundlesAPI.Bundles(this._client);
        }
    }
    ClaudeTag.BetaBundleAttachmentNotSupportedError = BetaBundleAttachmentNotSupportedError;
    ClaudeTag.BetaBundleOnCallError = BetaBundleOnCallError;
    ClaudeTag.BetaSlackChannelSetUpSettingsRefusedError = BetaSlackChannelSetUpSettingsRefusedError;
    ClaudeTag.BetaAPIKeyScopeMissingError = BetaAPIKeyScopeMissingError;
    ClaudeTag.BetaClaudeTagWritesNotEnabledError = BetaClaudeTagWritesNotEnabledError;
    ClaudeTag.BetaComplianceConfigurationRestrictedError = BetaComplianceConfigurationRestrictedError;
    ClaudeTag.BetaOrganizationLevelScopedAPIKeyRequiredError = BetaOrganizationLevelScopedAPIKeyRequiredError;
    ClaudeTag.BetaSlackChannelSetUpEnvironmentNotFoundError = BetaSlackChannelSetUpEnvironmentNotFoundError;
    ClaudeTag.BetaSlackChannelSetUpSettingsConflictError = BetaSlackChannelSetUpSettingsConflictError;
    ClaudeTag.SlackChannels = SlackChannels;
    ClaudeTag.SlackWorkspaces = SlackWorkspaces;
    ClaudeTag.Bundles = Bundles;
    return ClaudeTag;
})()));
//# sourceMappingURL=claude-tag.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/beta/organization/plugins/plugins.mjs













/**
 * The version in `plugin_version_id` did not pass its content scan, so it cannot
 * be served.
 */
var BetaScanFailedError = /* @__PURE__ */ (() => {
    /**
     * The version in `plugin_version_id` did not pass its content scan, so it cannot
     * be served.
     */
    class BetaScanFailedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaScanFailedError._errorName = 'BetaScanFailedError';
    return BetaScanFailedError;
})();
/**
 * The marketplace already holds this name. `plugin_id` is the Plugin that holds
 * it, and can be absent.
 */
var BetaPluginNameTakenError = /* @__PURE__ */ (() => {
    /**
     * The marketplace already holds this name. `plugin_id` is the Plugin that holds
     * it, and can be absent.
     */
    class BetaPluginNameTakenError extends core_error/* ConflictError */.fK {
    }
    /** @internal */
    BetaPluginNameTakenError._errorName = 'BetaPluginNameTakenError';
    return BetaPluginNameTakenError;
})();
/**
 * The content scan of the version in `plugin_version_id` is still running. Retry
 * once the scan finishes.
 */
var BetaScanPendingError = /* @__PURE__ */ (() => {
    /**
     * The content scan of the version in `plugin_version_id` is still running. Retry
     * once the scan finishes.
     */
    class BetaScanPendingError extends core_error/* ConflictError */.fK {
    }
    /** @internal */
    BetaScanPendingError._errorName = 'BetaScanPendingError';
    return BetaScanPendingError;
})();
/**
 * One of the Plugin's skills has the name of an organization skill. `skill_name`
 * is that name.
 */
var BetaSkillNameTakenError = /* @__PURE__ */ (() => {
    /**
     * One of the Plugin's skills has the name of an organization skill. `skill_name`
     * is that name.
     */
    class BetaSkillNameTakenError extends core_error/* ConflictError */.fK {
    }
    /** @internal */
    BetaSkillNameTakenError._errorName = 'BetaSkillNameTakenError';
    return BetaSkillNameTakenError;
})();
/**
 * The Plugin version was stored but is not yet usable in claude.ai. `plugin_id`
 * and `plugin_version_id` identify what was stored.
 */
var BetaRegistrationPendingError = /* @__PURE__ */ (() => {
    /**
     * The Plugin version was stored but is not yet usable in claude.ai. `plugin_id`
     * and `plugin_version_id` identify what was stored.
     */
    class BetaRegistrationPendingError extends core_error/* ServiceUnavailableError */.us {
    }
    /** @internal */
    BetaRegistrationPendingError._errorName = 'BetaRegistrationPendingError';
    return BetaRegistrationPendingError;
})();
var Plugins = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class Plugins extends APIResource {
        constructor() {
            super(...arguments);
            this.versions = new VersionsAPI.Versions(this._client);
            this.installationSettings = new InstallationSettingsAPI.InstallationSettings(this._client);
            this.shares = new SharesAPI.Shares(this._client);
        }
        /**
         * Create an organization-owned Plugin and its first version by uploading the
         * version's files.
         *
         * The upload is `multipart/form-data`: the version's files (`files`, each part
         * sent as `files[]`), with an optional `marketplace_id` and `release_notes`. The
         * manifest's `name` becomes the Plugin's `name`, and `display_name`, `description`
         * and `manifest_version` come from the manifest too.
         *
         * `name` may contain lowercase letters (from any alphabet), digits, and hyphens,
         * up to 64 characters. Uppercase letters, spaces, underscores, and other
         * punctuation are rejected.
         *
         * The `name` must be unique within the marketplace: a name already taken returns a
         * 409 with `error_code` `plugin_name_taken` and, when a Plugin holds it, that
         * Plugin's ID in `details.plugin_id`. A Plugin going into the organization's
         * library marketplace is also refused with a 409 when one of its skills has the
         * name of an organization skill that this API does not list: `error_code`
         * `skill_name_taken`, with that name in `details.skill_name`; rename the skill, or
         * remove the organization skill in claude.ai. A 503 with `error_code`
         * `registration_pending` means the Plugin and its version were stored (their IDs
         * are in `details`) but are not yet usable in claude.ai: do not retry the create
         * (the retry would return `plugin_name_taken`); create a version on the stored
         * Plugin instead, which completes it.
         *
         * For a worked example, see
         * [Create a plugin](/docs/en/manage-claude/plugins-api#create-a-plugin) in the
         * Plugins API guide.
         *
         * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
         *
         * Every request must include the beta header
         * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
         * exactly as if the endpoint did not exist. The Plugins API is in beta and is
         * available to Claude Enterprise organizations only. It is not available to Claude
         * Platform (Claude Console) organizations, or to organizations with HIPAA
         * readiness enabled.
         *
         * @throws {CMEKKeyDisabledError}
         * @throws {CMEKKeyNetworkBlockedError}
         * @throws {BetaUnsupportedCharsetError}
         * @throws {SandboxEgressRestrictedError}
         * @throws {BetaPluginNameTakenError}
         * @throws {BetaSkillNameTakenError}
         * @throws {BetaRegistrationPendingError}
         *
         * @example
         * ```ts
         * const betaPlugin =
         *   await client.beta.organization.plugins.create({
         *     files: [fs.createReadStream('path/to/file')],
         *   });
         * ```
         */
        create(params, options) {
            const { betas, ...body } = params;
            return this._client.post('/v1/organizations/plugins', multipartFormRequestOptions({
                body,
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'ce-plugins-2026-09-01'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.plugins.create', options, {
                    route: '/v1/organizations/plugins',
                    createdIDAttribute: 'anthropic.organization.plugin.id',
                }),
            }, this._client));
        }
        /**
         * Retrieve a Plugin by ID.
         *
         * **Accepted credentials:** an Admin API key with the `read:plugins` or
         * `read:org_audit` scope, or a Compliance Access Key with the
         * `read:compliance_org_data` scope.
         *
         * Every request must include the beta header
         * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
         * exactly as if the endpoint did not exist. The Plugins API is in beta and is
         * available to Claude Enterprise organizations only. It is not available to Claude
         * Platform (Claude Console) organizations, or to organizations with HIPAA
         * readiness enabled.
         *
         * @example
         * ```ts
         * const betaPlugin =
         *   await client.beta.organization.plugins.retrieve(
         *     'plugin_id',
         *   );
         * ```
         */
        retrieve(pluginID, params = {}, options) {
            const { betas, ...query } = params ?? {};
            return this._client.get(path `/v1/organizations/plugins/${pluginID}`, {
                query,
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'ce-plugins-2026-09-01'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.plugins.retrieve', options, {
                    route: '/v1/organizations/plugins/{plugin_id}',
                    queryParams: ['organization_id'],
                    attributes: { 'anthropic.organization.plugin.id': pluginID },
                }),
            });
        }
        /**
         * Change which stored version of an organization-owned Plugin is served to
         * members, for example to roll back to an earlier one. This pins the served
         * version: later uploads through this API are stored but no longer change what is
         * served, and pinning cannot currently be undone, here or in claude.ai.
         *
         * A version from claude.ai might still change what is served: see
         * [Versions and the served version](/docs/en/manage-claude/plugins-api#versions-and-the-served-version)
         * in the Plugins API guide.
         *
         * Pass the version as `served_version_id`: an earlier one to roll back, a later
         * one to start serving a version that was stored without being served, or the one
         * already served to pin it without changing what is served. No new version is
         * created.
         *
         * When the organization has content scanning enabled, a version whose
         * `content_scan.status` is `processing` is refused with a 409 (`error_code`
         * `scan_pending`; retry once the scan finishes). A version whose
         * `content_scan.status` is `errored`, or whose `content_scan.assessment` is `fail`
         * or `unknown`, is refused with a 400 (`error_code` `scan_failed`); a `warn` is
         * accepted. If the scan outcome cannot be read at that moment, the request fails
         * with a retryable 503 instead. When the Plugin is in the organization's library
         * marketplace, a version other than the one served is also refused with a 409 when
         * an organization skill that this API does not list has since taken the name of
         * one of its skills: `error_code` `skill_name_taken`, with that name in
         * `details.skill_name`. A member-owned Plugin cannot be updated here (403).
         *
         * This endpoint does not write installation settings; they are written at
         * `/v1/organizations/plugins/{plugin_id}/installation_settings/{target}`.
         *
         * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
         *
         * Every request must include the beta header
         * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
         * exactly as if the endpoint did not exist. The Plugins API is in beta and is
         * available to Claude Enterprise organizations only. It is not available to Claude
         * Platform (Claude Console) organizations, or to organizations with HIPAA
         * readiness enabled.
         *
         * @throws {CMEKKeyDisabledError}
         * @throws {CMEKKeyNetworkBlockedError}
         * @throws {BetaScanFailedError}
         * @throws {SandboxEgressRestrictedError}
         * @throws {BetaScanPendingError}
         * @throws {BetaSkillNameTakenError}
         *
         * @example
         * ```ts
         * const betaPlugin =
         *   await client.beta.organization.plugins.update(
         *     'plugin_id',
         *     {
         *       served_version_id:
         *         'pluginver_01KaZmQpRsTuVwXyZ2b4c6d8',
         *     },
         *   );
         * ```
         */
        update(pluginID, params, options) {
            const { betas, ...body } = params;
            return this._client.post(path `/v1/organizations/plugins/${pluginID}`, {
                body,
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'ce-plugins-2026-09-01'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.plugins.update', options, {
                    route: '/v1/organizations/plugins/{plugin_id}',
                    attributes: { 'anthropic.organization.plugin.id': pluginID },
                }),
            });
        }
        /**
         * List the Plugins created under the organization, newest first: those in the
         * organization's own plugin marketplaces and those in members' personal plugin
         * marketplaces.
         *
         * Plugins in members' personal marketplaces are listed with the same detail as the
         * organization's own, and their files can be downloaded through the version
         * archive endpoint, which records each such download on the Compliance API
         * activity feed.
         *
         * **Accepted credentials:** an Admin API key with the `read:plugins` or
         * `read:org_audit` scope, or a Compliance Access Key with the
         * `read:compliance_org_data` scope.
         *
         * Every request must include the beta header
         * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
         * exactly as if the endpoint did not exist. The Plugins API is in beta and is
         * available to Claude Enterprise organizations only. It is not available to Claude
         * Platform (Claude Console) organizations, or to organizations with HIPAA
         * readiness enabled.
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const betaPlugin of client.beta.organization.plugins.list()) {
         *   // ...
         * }
         * ```
         */
        list(params = {}, options) {
            const { betas, ...query } = params ?? {};
            return this._client.getAPIList('/v1/organizations/plugins', (PageCursor), {
                query,
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'ce-plugins-2026-09-01'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.plugins.list', options, {
                    route: '/v1/organizations/plugins',
                    queryParams: [
                        'created_at[gt]',
                        'created_at[gte]',
                        'created_at[lt]',
                        'created_at[lte]',
                        'limit',
                        'marketplace_id',
                        'organization_id',
                        'owner_type',
                        'owner_user_id',
                        'page',
                    ],
                }),
            });
        }
        /**
         * Permanently delete a Plugin and every version it holds, exactly as when an
         * administrator deletes it in claude.ai. The Plugin may belong to the organization
         * or to a member, including a member who has since left the organization. Do not
         * delete a Plugin only because your pipeline did not create it: a member or an
         * administrator might have added it in claude.ai.
         *
         * An organization-owned Plugin's installation settings go with it; a member-owned
         * Plugin's shares are withdrawn and its owner no longer has it.
         *
         * To take an organization-owned Plugin out of use reversibly, set its
         * organization-wide installation setting to `not_available` instead (and remove or
         * change any group settings, which override it for their members). Only a Plugin
         * in a `manual` marketplace can be deleted here; one synchronized from a
         * repository is removed by removing it from the repository (400).
         *
         * **Accepted credentials:** an Admin API key with the `write:plugins` scope.
         *
         * Every request must include the beta header
         * `anthropic-beta: ce-plugins-2026-09-01`. A request without it returns `404`,
         * exactly as if the endpoint did not exist. The Plugins API is in beta and is
         * available to Claude Enterprise organizations only. It is not available to Claude
         * Platform (Claude Console) organizations, or to organizations with HIPAA
         * readiness enabled.
         *
         * @throws {CMEKKeyDisabledError}
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const betaDeletedPlugin =
         *   await client.beta.organization.plugins.delete(
         *     'plugin_id',
         *   );
         * ```
         */
        delete(pluginID, params = {}, options) {
            const { betas } = params ?? {};
            return this._client.delete(path `/v1/organizations/plugins/${pluginID}`, {
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'ce-plugins-2026-09-01'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.plugins.delete', options, {
                    route: '/v1/organizations/plugins/{plugin_id}',
                    attributes: { 'anthropic.organization.plugin.id': pluginID },
                }),
            });
        }
    }
    Plugins.BetaScanFailedError = BetaScanFailedError;
    Plugins.BetaPluginNameTakenError = BetaPluginNameTakenError;
    Plugins.BetaScanPendingError = BetaScanPendingError;
    Plugins.BetaSkillNameTakenError = BetaSkillNameTakenError;
    Plugins.BetaRegistrationPendingError = BetaRegistrationPendingError;
    Plugins.Versions = Versions;
    Plugins.InstallationSettings = InstallationSettings;
    Plugins.Shares = Shares;
    return Plugins;
})()));
//# sourceMappingURL=plugins.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/beta/organization/rbac-groups/rbac-groups.mjs







/**
 * The RBAC Group is not one of the organization's groups.
 */
var BetaRBACGroupNotFoundError = /* @__PURE__ */ (() => {
    /**
     * The RBAC Group is not one of the organization's groups.
     */
    class BetaRBACGroupNotFoundError extends core_error/* NotFoundError */.m_ {
    }
    /** @internal */
    BetaRBACGroupNotFoundError._errorName = 'BetaRBACGroupNotFoundError';
    return BetaRBACGroupNotFoundError;
})();
var rbac_groups_rbac_groups_RBACGroups = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class RBACGroups extends APIResource {
        constructor() {
            super(...arguments);
            this.members = new MembersAPI.Members(this._client);
        }
        /**
         * Create an RBAC Group in the Claude Enterprise tenant. Groups created via the API
         * have source type `"direct"`.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const betaRBACGroup =
         *   await client.beta.organization.rbacGroups.create({
         *     name: 'Engineering',
         *   });
         * ```
         */
        create(body, options) {
            return this._client.post('/v1/organizations/rbac_groups', {
                body,
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.create', options, {
                    route: '/v1/organizations/rbac_groups',
                    createdIDAttribute: 'anthropic.organization.rbac_group.id',
                }),
            });
        }
        /**
         * Retrieve an RBAC Group by ID.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @example
         * ```ts
         * const betaRBACGroup =
         *   await client.beta.organization.rbacGroups.retrieve(
         *     'rbac_group_id',
         *   );
         * ```
         */
        retrieve(rbacGroupID, options) {
            return this._client.get(path `/v1/organizations/rbac_groups/${rbacGroupID}`, {
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.retrieve', options, {
                    route: '/v1/organizations/rbac_groups/{rbac_group_id}',
                    attributes: { 'anthropic.organization.rbac_group.id': rbacGroupID },
                }),
            });
        }
        /**
         * Update an RBAC Group's name. Groups provisioned by an identity provider (source
         * type `"scim"`) cannot be modified via the API while an organization in the
         * tenant uses SCIM provisioning.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const betaRBACGroup =
         *   await client.beta.organization.rbacGroups.update(
         *     'rbac_group_id',
         *     {},
         *   );
         * ```
         */
        update(rbacGroupID, body, options) {
            return this._client.post(path `/v1/organizations/rbac_groups/${rbacGroupID}`, {
                body,
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.update', options, {
                    route: '/v1/organizations/rbac_groups/{rbac_group_id}',
                    attributes: { 'anthropic.organization.rbac_group.id': rbacGroupID },
                }),
            });
        }
        /**
         * List RBAC Groups in the Claude Enterprise tenant.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const betaRBACGroup of client.beta.organization.rbacGroups.list()) {
         *   // ...
         * }
         * ```
         */
        list(query = {}, options) {
            return this._client.getAPIList('/v1/organizations/rbac_groups', (PageCursor), {
                query,
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.list', options, {
                    route: '/v1/organizations/rbac_groups',
                    queryParams: ['limit', 'page'],
                }),
            });
        }
        /**
         * Delete an RBAC Group. Groups provisioned by an identity provider (source type
         * `"scim"`) cannot be deleted via the API while an organization in the tenant uses
         * SCIM provisioning.
         *
         * The RBAC Groups API is available to Claude Enterprise organizations only.
         *
         * @throws {RBACGroupGrantsOwnerAccessError}
         * @throws {RBACGroupOwnerAccessUnconfirmedError}
         * @throws {SandboxEgressRestrictedError}
         *
         * @example
         * ```ts
         * const betaDeletedRBACGroup =
         *   await client.beta.organization.rbacGroups.delete(
         *     'rbac_group_id',
         *   );
         * ```
         */
        delete(rbacGroupID, options) {
            return this._client.delete(path `/v1/organizations/rbac_groups/${rbacGroupID}`, {
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.rbac_groups.delete', options, {
                    route: '/v1/organizations/rbac_groups/{rbac_group_id}',
                    attributes: { 'anthropic.organization.rbac_group.id': rbacGroupID },
                }),
            });
        }
    }
    RBACGroups.BetaRBACGroupNotFoundError = BetaRBACGroupNotFoundError;
    RBACGroups.Members = Members;
    return RBACGroups;
})()));
//# sourceMappingURL=rbac-groups.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/beta/organization/spend-limits/spend-limits.mjs










/**
 * The organization cannot retrieve, set or delete spend limits with an Admin API
 * credential.
 */
var BetaSpendLimitsAdminAPIWritesNotEnabledError = /* @__PURE__ */ (() => {
    /**
     * The organization cannot retrieve, set or delete spend limits with an Admin API
     * credential.
     */
    class BetaSpendLimitsAdminAPIWritesNotEnabledError extends core_error/* PermissionDeniedError */.Ll {
    }
    /** @internal */
    BetaSpendLimitsAdminAPIWritesNotEnabledError._errorName = 'BetaSpendLimitsAdminAPIWritesNotEnabledError';
    return BetaSpendLimitsAdminAPIWritesNotEnabledError;
})();
var spend_limits_SpendLimits = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class SpendLimits extends APIResource {
        constructor() {
            super(...arguments);
            this.effective = new EffectiveAPI.Effective(this._client);
            this.increaseRequests = new IncreaseRequestsAPI.IncreaseRequests(this._client);
        }
        /**
         * Retrieve a spend limit by ID.
         *
         * @throws {BetaSpendLimitsAdminAPIWritesNotEnabledError}
         *
         * @example
         * ```ts
         * const betaSpendLimit =
         *   await client.beta.organization.spendLimits.retrieve(
         *     'spend_limit_id',
         *   );
         * ```
         */
        retrieve(spendLimitID, options) {
            return this._client.get(path `/v1/organizations/spend_limits/${spendLimitID}`, {
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.spend_limits.retrieve', options, {
                    route: '/v1/organizations/spend_limits/{spend_limit_id}',
                    attributes: { 'anthropic.organization.spend_limit.id': spendLimitID },
                }),
            });
        }
        /**
         * List the organization's spend limits.
         *
         * A Claude Console organization's limits, including any read-only `usage_tier`
         * limit, come newest first. Listing them is in an early access preview. To request
         * access, contact your Anthropic account team. A Claude Enterprise organization's
         * limits are grouped by scope type, in the order `organization`, `seat_tier`,
         * `rbac_group`, `organization_service`, `user`; within a type they come in a fixed
         * order that is not creation order.
         *
         * @throws {OrganizationTypeNotSupportedError}
         *
         * @example
         * ```ts
         * // Automatically fetches more pages as needed.
         * for await (const betaSpendLimit of client.beta.organization.spendLimits.list()) {
         *   // ...
         * }
         * ```
         */
        list(params = {}, options) {
            const { betas, ...query } = params ?? {};
            return this._client.getAPIList('/v1/organizations/spend_limits', (PageCursor), {
                query,
                ...options,
                headers: buildHeaders([
                    { 'anthropic-beta': [...(betas ?? []), 'spend-limit-reads-2026-09-26'].toString() },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.spend_limits.list', options, {
                    route: '/v1/organizations/spend_limits',
                    queryParams: ['limit', 'page', 'scope_type', 'workspace_id'],
                }),
            });
        }
        /**
         * Delete a spend limit.
         *
         * For a Claude Enterprise organization, this deletes a per-user override, and the
         * member falls back to any inherited spend limit at that period. Its seat-tier,
         * group, and organization-level rows cannot be deleted via this endpoint. A Claude
         * Console organization deletes its organization and workspace limits, but not its
         * `usage_tier` limit. Deleting organization and workspace limits through the API
         * is in an early access preview.
         *
         * @throws {SandboxEgressRestrictedError}
         * @throws {BetaSpendLimitsAdminAPIWritesNotEnabledError}
         *
         * @example
         * ```ts
         * const spendLimit =
         *   await client.beta.organization.spendLimits.delete(
         *     'spend_limit_id',
         *   );
         * ```
         */
        delete(spendLimitID, options) {
            return this._client.delete(path `/v1/organizations/spend_limits/${spendLimitID}`, {
                ...options,
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.spend_limits.delete', options, {
                    route: '/v1/organizations/spend_limits/{spend_limit_id}',
                    attributes: { 'anthropic.organization.spend_limit.id': spendLimitID },
                }),
            });
        }
        /**
         * Set a spend limit.
         *
         * Upsert keyed on (scope, period): setting a limit that already exists overwrites
         * it in place. A Claude Enterprise organization sets `user` limits. Its seat-tier,
         * group, and organization-level defaults are configured in claude.ai. A Claude
         * Console organization sets `organization` and `workspace` limits, which are
         * monthly and always carry an amount. Setting those limits is in an early access
         * preview. To request access, contact your Anthropic account team.
         *
         * @throws {SandboxEgressRestrictedError}
         * @throws {BetaSpendLimitsAdminAPIWritesNotEnabledError}
         *
         * @example
         * ```ts
         * const betaSpendLimit =
         *   await client.beta.organization.spendLimits.set({
         *     amount: '50000',
         *     scope: {
         *       type: 'user',
         *       user_id: 'user_01WxYzAbCdEfGhJkMnPqRsTu',
         *     },
         *   });
         * ```
         */
        set(params, options) {
            const { betas, ...body } = params;
            return this._client.post('/v1/organizations/spend_limits', {
                body,
                ...options,
                headers: buildHeaders([
                    { ...(betas?.toString() != null ? { 'anthropic-beta': betas?.toString() } : undefined) },
                    options?.headers,
                ]),
                __qualifiers: { beta: 'true' },
                __span: startApiCallSpan(this._client, 'anthropic.organization.spend_limits.set', options, {
                    route: '/v1/organizations/spend_limits',
                    createdIDAttribute: 'anthropic.organization.spend_limit.id',
                }),
            });
        }
    }
    SpendLimits.BetaSpendLimitsAdminAPIWritesNotEnabledError = BetaSpendLimitsAdminAPIWritesNotEnabledError;
    SpendLimits.Effective = Effective;
    SpendLimits.IncreaseRequests = IncreaseRequests;
    return SpendLimits;
})()));
//# sourceMappingURL=spend-limits.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/beta/organization/claude-code/managed-settings/managed-settings.mjs








/**
 * This stored settings document currently cannot be read or replaced. Contact
 * support, or, if you no longer need these settings, delete the group's settings
 * or clear the default.
 */
var BetaCMEKFeatureUnsupportedError = /* @__PURE__ */ (() => {
    /**
     * This stored settings document currently cannot be read or replaced. Contact
     * support, or, if you no longer need these settings, delete the group's settings
     * or clear the default.
     */
    class BetaCMEKFeatureUnsupportedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaCMEKFeatureUnsupportedError._errorName = 'BetaCMEKFeatureUnsupportedError';
    return BetaCMEKFeatureUnsupportedError;
})();
/**
 * The RBAC Group order already has the most groups allowed. Delete another group's
 * settings first.
 */
var BetaRBACGroupOrderLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The RBAC Group order already has the most groups allowed. Delete another group's
     * settings first.
     */
    class BetaRBACGroupOrderLimitExceededError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaRBACGroupOrderLimitExceededError._errorName = 'BetaRBACGroupOrderLimitExceededError';
    return BetaRBACGroupOrderLimitExceededError;
})();
/**
 * The organization has reached its limit of settings documents, counting unused
 * ones. An owner can remove unused documents in claude.ai. Deleting a group's
 * settings or clearing the default settings also frees a document, if nothing else
 * uses it. None of these works once the organization has also reached its settings
 * history limit.
 */
var BetaSettingsDocumentLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The organization has reached its limit of settings documents, counting unused
     * ones. An owner can remove unused documents in claude.ai. Deleting a group's
     * settings or clearing the default settings also frees a document, if nothing else
     * uses it. None of these works once the organization has also reached its settings
     * history limit.
     */
    class BetaSettingsDocumentLimitExceededError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaSettingsDocumentLimitExceededError._errorName = 'BetaSettingsDocumentLimitExceededError';
    return BetaSettingsDocumentLimitExceededError;
})();
/**
 * The organization has reached its settings history limit, a cap on stored
 * versions of its settings documents. Nothing in the API or claude.ai lowers the
 * count, so contact support. Creating or deleting group settings, creating or
 * clearing the default settings, and reordering are refused. Changing the mode
 * still works, unless it would copy the organization settings into a new default.
 */
var BetaSettingsHistoryLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The organization has reached its settings history limit, a cap on stored
     * versions of its settings documents. Nothing in the API or claude.ai lowers the
     * count, so contact support. Creating or deleting group settings, creating or
     * clearing the default settings, and reordering are refused. Changing the mode
     * still works, unless it would copy the organization settings into a new default.
     */
    class BetaSettingsHistoryLimitExceededError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    BetaSettingsHistoryLimitExceededError._errorName = 'BetaSettingsHistoryLimitExceededError';
    return BetaSettingsHistoryLimitExceededError;
})();
/**
 * This RBAC Group has no Claude Code managed settings.
 */
var BetaRBACGroupManagedSettingsNotFoundError = /* @__PURE__ */ (() => {
    /**
     * This RBAC Group has no Claude Code managed settings.
     */
    class BetaRBACGroupManagedSettingsNotFoundError extends core_error/* NotFoundError */.m_ {
    }
    /** @internal */
    BetaRBACGroupManagedSettingsNotFoundError._errorName = 'BetaRBACGroupManagedSettingsNotFoundError';
    return BetaRBACGroupManagedSettingsNotFoundError;
})();
var ManagedSettings = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    class ManagedSettings extends APIResource {
        constructor() {
            super(...arguments);
            this.configuration = new ConfigurationAPI.Configuration(this._client);
            this.rbacGroups = new RBACGroupsAPI.RBACGroups(this._client);
            this.rbacGroupDefault = new RBACGroupDefaultAPI.RBACGroupDefault(this._client);
        }
    }
    ManagedSettings.BetaCMEKFeatureUnsupportedError = BetaCMEKFeatureUnsupportedError;
    ManagedSettings.BetaRBACGroupOrderLimitExceededError = BetaRBACGroupOrderLimitExceededError;
    ManagedSettings.BetaSettingsDocumentLimitExceededError = BetaSettingsDocumentLimitExceededError;
    ManagedSettings.BetaSettingsHistoryLimitExceededError = BetaSettingsHistoryLimitExceededError;
    ManagedSettings.BetaRBACGroupManagedSettingsNotFoundError = BetaRBACGroupManagedSettingsNotFoundError;
    ManagedSettings.Configuration = Configuration;
    ManagedSettings.RBACGroups = RBACGroups;
    ManagedSettings.RBACGroupDefault = RBACGroupDefault;
    return ManagedSettings;
})()));
//# sourceMappingURL=managed-settings.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/core/error-classes.mjs





















/** @internal */
const ERROR_CODE_CLASSES = /* @__PURE__ */ new Map([
    ['400 already_member', invites_AlreadyMemberError],
    ['400 available_tools_limit_exceeded', messages/* AvailableToolsLimitExceededError */.H_],
    ['400 bundle_attachment_not_supported', BetaBundleAttachmentNotSupportedError],
    ['400 bundle_on_call', BetaBundleOnCallError],
    ['400 cannot_invite_emails_with_unverified_domains', invites_CannotInviteEmailsWithUnverifiedDomainsError],
    ['400 cannot_remove_last_member', users_CannotRemoveLastMemberError],
    ['400 cannot_sign_out_primary_owner', BetaCannotSignOutPrimaryOwnerError],
    ['400 cannot_sign_out_self', BetaCannotSignOutSelfError],
    ['400 claude_code_key_creator_not_member', shared_ClaudeCodeKeyCreatorNotMemberError],
    ['400 claude_code_version_too_old', shared_ClaudeCodeVersionTooOldError],
    ['400 cmek_feature_unsupported', BetaCMEKFeatureUnsupportedError],
    ['400 cmek_key_disabled', shared_CMEKKeyDisabledError],
    ['400 cmek_key_network_blocked', shared_CMEKKeyNetworkBlockedError],
    ['400 compaction_block_ambiguous', messages/* CompactionBlockAmbiguousError */.f_],
    ['400 compaction_block_misplaced', messages/* CompactionBlockMisplacedError */.Hn],
    ['400 compaction_content_mismatch', messages/* CompactionContentMismatchError */.np],
    ['400 compaction_incomplete_turn', messages/* CompactionIncompleteTurnError */.JP],
    ['400 compaction_nothing_to_summarize', messages/* CompactionNothingToSummarizeError */.Jq],
    ['400 compaction_signature_invalid', messages/* CompactionSignatureInvalidError */.Hz],
    ['400 compaction_too_many_tool_references', messages/* CompactionTooManyToolReferencesError */.rh],
    ['400 compaction_tool_changes_mismatch', messages/* CompactionToolChangesMismatchError */.F$],
    ['400 email_domain_not_allowed', invites_EmailDomainNotAllowedError],
    ['400 environment_archived', environments_BetaEnvironmentArchivedError],
    ['400 external_key_in_workspace_policy', external_keys_ExternalKeyInWorkspacePolicyError],
    ['400 external_key_validation_failed', external_keys_ExternalKeyValidationFailedError],
    ['400 external_key_validation_timed_out', external_keys_ExternalKeyValidationTimedOutError],
    ['400 file_not_downloadable', files_FileNotDownloadableError],
    ['400 image_dimensions_too_large', messages/* ImageDimensionsTooLargeError */.WK],
    ['400 invalid_config_type_change', environments_BetaInvalidConfigTypeChangeError],
    ['400 invalid_metadata', environments_BetaInvalidMetadataError],
    ['400 invite_already_exists', invites_InviteAlreadyExistsError],
    ['400 key_profile_mismatch', workspaces_KeyProfileMismatchError],
    ['400 org_api_key_limit_exceeded', api_keys_OrgAPIKeyLimitExceededError],
    ['400 org_member_limit_exceeded', organization_OrgMemberLimitExceededError],
    ['400 organization_not_enrolled_in_beta', beta_BetaOrganizationNotEnrolledInBetaError],
    ['400 organization_on_hold', shared_OrganizationOnHoldError],
    ['400 organization_type_not_supported', shared_OrganizationTypeNotSupportedError],
    ['400 parent_organization_required', shared_ParentOrganizationRequiredError],
    ['400 rbac_group_grants_owner_access', rbac_groups_RBACGroupGrantsOwnerAccessError],
    ['400 rbac_group_order_limit_exceeded', BetaRBACGroupOrderLimitExceededError],
    ['400 rbac_group_owner_access_unconfirmed', rbac_groups_RBACGroupOwnerAccessUnconfirmedError],
    ['400 request_body_encoding_invalid', shared_RequestBodyEncodingInvalidError],
    ['400 request_body_encoding_unsupported', shared_RequestBodyEncodingUnsupportedError],
    ['400 request_body_timeout', beta_BetaRequestBodyTimeoutError],
    ['400 scan_failed', BetaScanFailedError],
    ['400 settings_document_limit_exceeded', BetaSettingsDocumentLimitExceededError],
    ['400 settings_history_limit_exceeded', BetaSettingsHistoryLimitExceededError],
    ['400 slack_channel_set_up_settings_refused', BetaSlackChannelSetUpSettingsRefusedError],
    ['400 storage_quota_exceeded', files_StorageQuotaExceededError],
    ['400 thread_already_continued', messages/* ThreadAlreadyContinuedError */.SK],
    ['400 thread_continue_in_flight', messages/* ThreadContinueInFlightError */.Ph],
    ['400 thread_fingerprint_mismatch', messages/* ThreadFingerprintMismatchError */.lf],
    ['400 thread_unsupported_request', messages/* ThreadUnsupportedRequestError */.nP],
    ['400 tool_name_conflict', messages/* ToolNameConflictError */.i4],
    ['400 tool_reference_unresolved', messages/* ToolReferenceUnresolvedError */.tp],
    ['400 unsupported_charset', beta_BetaUnsupportedCharsetError],
    ['400 user_profile_not_found', user_profiles_UserProfileNotFoundError],
    ['400 user_profile_required', user_profiles_UserProfileRequiredError],
    ['400 workspace_api_key_limit_exceeded', api_keys_WorkspaceAPIKeyLimitExceededError],
    ['400 workspace_member_limit_exceeded', workspaces_WorkspaceMemberLimitExceededError],
    ['400 workspace_policy_violation', workspaces_WorkspacePolicyViolationError],
    ['402 linked_organization_billing_unavailable', shared_LinkedOrganizationBillingUnavailableError],
    ['402 linked_organization_spend_limit_reached', shared_LinkedOrganizationSpendLimitReachedError],
    ['403 api_key_scope_missing', BetaAPIKeyScopeMissingError],
    ['403 cannot_sign_out_managed_member', BetaCannotSignOutManagedMemberError],
    ['403 cannot_sign_out_membership_admin', BetaCannotSignOutMembershipAdminError],
    ['403 cannot_sign_out_owner', BetaCannotSignOutOwnerError],
    ['403 cannot_sign_out_privileged_member', BetaCannotSignOutPrivilegedMemberError],
    ['403 claude_tag_writes_not_enabled', BetaClaudeTagWritesNotEnabledError],
    ['403 compliance_configuration_restricted', BetaComplianceConfigurationRestrictedError],
    ['403 environment_create_disabled', environments_BetaEnvironmentCreateDisabledError],
    ['403 environment_update_disabled', environments_BetaEnvironmentUpdateDisabledError],
    ['403 organization_level_scoped_api_key_required', BetaOrganizationLevelScopedAPIKeyRequiredError],
    ['403 sandbox_egress_restricted', shared_SandboxEgressRestrictedError],
    ['403 spend_limits_admin_api_writes_not_enabled', BetaSpendLimitsAdminAPIWritesNotEnabledError],
    ['403 user_profile_billing_not_authorized', user_profiles_UserProfileBillingNotAuthorizedError],
    ['403 user_profile_not_billable', user_profiles_UserProfileNotBillableError],
    ['404 environment_not_found', environments_BetaEnvironmentNotFoundError],
    ['404 file_expired', files_FileExpiredError],
    ['404 rbac_group_managed_settings_not_found', BetaRBACGroupManagedSettingsNotFoundError],
    ['404 rbac_group_not_found', BetaRBACGroupNotFoundError],
    ['404 rbac_role_not_found', organization_RBACRoleNotFoundError],
    ['404 slack_channel_set_up_environment_not_found', BetaSlackChannelSetUpEnvironmentNotFoundError],
    ['404 thread_not_found', messages/* ThreadNotFoundError */.Ws],
    ['409 concurrent_membership_change', organization_ConcurrentMembershipChangeError],
    ['409 external_key_changed', external_keys_ExternalKeyChangedError],
    ['409 plugin_name_taken', BetaPluginNameTakenError],
    ['409 scan_pending', BetaScanPendingError],
    ['409 skill_name_taken', BetaSkillNameTakenError],
    ['409 skill_read_blocked_undecryptable', skills_SkillReadBlockedUndecryptableError],
    ['409 slack_channel_set_up_settings_conflict', BetaSlackChannelSetUpSettingsConflictError],
    ['412 heartbeat_precondition_failed', work_BetaHeartbeatPreconditionFailedError],
    ['413 request_body_too_large_after_decoding', shared_RequestBodyTooLargeAfterDecodingError],
    ['429 contract_spend_limit_reached', shared_ContractSpendLimitReachedError],
    ['429 enforced_spend_limit_reached', shared_EnforcedSpendLimitReachedError],
    ['429 ramp_limit_exceeded', shared_RampLimitExceededError],
    ['503 cmek_context_unavailable', shared_CMEKContextUnavailableError],
    ['503 cmek_key_unreachable', shared_CMEKKeyUnreachableError],
    ['503 registration_pending', BetaRegistrationPendingError],
    ['529 compaction_unavailable', messages/* CompactionUnavailableError */.y2],
]);
//# sourceMappingURL=error-classes.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/credentials/types.mjs

const GRANT_TYPE_JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const GRANT_TYPE_REFRESH_TOKEN = 'refresh_token';
const TOKEN_ENDPOINT = '/v1/oauth/token';
/**
 * `anthropic-beta` value required on authenticated API requests using an
 * OAuth bearer token, and on `refresh_token` grants against the token endpoint.
 */
const OAUTH_API_BETA_HEADER = 'oauth-2025-04-20';
/**
 * `anthropic-beta` value required on jwt-bearer exchanges against the token
 * endpoint. It must NOT be sent on `refresh_token` grants.
 */
const FEDERATION_BETA_HEADER = 'oidc-federation-2026-04-01';
const ADVISORY_REFRESH_THRESHOLD_IN_SECONDS = 120;
const MANDATORY_REFRESH_THRESHOLD_IN_SECONDS = 30;
const ADVISORY_REFRESH_BACKOFF_IN_SECONDS = 5;
const MAX_TOKEN_RESPONSE_BYTES = 1 << 20;
/**
 * Rejects base URLs that would cause a JWT assertion or refresh token to be
 * sent over cleartext HTTP. Loopback hosts are allowed for local development.
 */
function requireSecureTokenEndpoint(baseURL) {
    if (!baseURL)
        return;
    let u;
    try {
        u = new URL(baseURL);
    }
    catch (err) {
        throw new WorkloadIdentityError(`Invalid token endpoint base URL "${baseURL}": ${err}`);
    }
    if (u.protocol === 'https:')
        return;
    // WHATWG URL.hostname returns bracketed IPv6 ("[::1]"); Go's net/url strips them.
    const host = u.hostname.toLowerCase().replace(/^\[|\]$/g, '');
    if (u.protocol === 'http:' && (host === 'localhost' || host === '127.0.0.1' || host === '::1')) {
        return;
    }
    throw new WorkloadIdentityError(`Refusing to send credential over non-https token endpoint "${baseURL}"`);
}
/**
 * Reads the response body as text, parses it as a token-endpoint JSON
 * response, validates `access_token` is present, and rejects a non-Bearer
 * `token_type` when one is provided. Reads at most
 * {@link MAX_TOKEN_RESPONSE_BYTES} from the body stream.
 */
async function parseTokenResponse(resp, requestId) {
    const text = await readLimitedText(resp);
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new WorkloadIdentityError(`Token endpoint returned non-JSON response (status ${resp.status})`, resp.status, redactSensitive(text), requestId);
    }
    if (!data.access_token) {
        throw new WorkloadIdentityError(`Token endpoint response missing access_token: ${JSON.stringify(redactSensitive(data))}`, resp.status, redactSensitive(data), requestId);
    }
    if (data.token_type && data.token_type.toLowerCase() !== 'bearer') {
        throw new WorkloadIdentityError(`Token endpoint response: unsupported token_type "${data.token_type}" (want Bearer)`, resp.status, redactSensitive(data), requestId);
    }
    return data;
}
const MAX_ERROR_BODY_CHARS = 2000;
// RFC 6749 §5.2 standard error-response fields. Anything else in a token
// endpoint error body is potentially echoed input (assertion, refresh_token,
// access_token, …) and is dropped rather than allowlisted-with-exceptions.
const SAFE_ERROR_KEYS = new Set(['error', 'error_description', 'error_uri']);
/**
 * Returns a redacted copy of a token-endpoint error body for safe inclusion
 * in an exception. Strings are truncated; objects keep only the RFC 6749
 * §5.2 error fields.
 */
function redactSensitive(body) {
    if (body == null)
        return body;
    if (typeof body === 'string') {
        let parsed;
        try {
            parsed = JSON.parse(body);
        }
        catch {
            if (body.length <= MAX_ERROR_BODY_CHARS)
                return body;
            return body.slice(0, MAX_ERROR_BODY_CHARS) + `... <${body.length - MAX_ERROR_BODY_CHARS} more chars>`;
        }
        return JSON.stringify(redactSensitive(parsed));
    }
    if (typeof body === 'object' && !Array.isArray(body)) {
        const out = {};
        for (const [k, v] of Object.entries(body)) {
            if (SAFE_ERROR_KEYS.has(k))
                out[k] = v;
        }
        return out;
    }
    return null;
}
/**
 * Best-effort safety check on a credentials file before reading it.
 *
 * On POSIX: resolves symlinks (so containerized deployments that mount the
 * credential as a symlink to a tmpfs-backed file keep working), then rejects
 * the resolved target if it is group- or world- readable or writable. A uid
 * mismatch on the resolved target is surfaced via `onWarn` since
 * root-written/app-read is common in init-container setups. No-op on Windows.
 */
async function checkCredentialsFileSafety(path, onWarn = (m) => console.warn(`anthropic-sdk: ${m}`)) {
    if (typeof process === 'undefined' || process.platform === 'win32')
        return;
    const { fs } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
    let resolved = path;
    let st;
    try {
        resolved = await fs.promises.realpath(path);
        st = await fs.promises.stat(resolved);
    }
    catch {
        return; // ENOENT etc — let the subsequent read surface a precise error
    }
    const mode = st.mode & 0o777;
    // 0o022 = group/world write; 0o044 = group/world read.
    if (mode & 0o022) {
        throw new WorkloadIdentityError(`Credentials file at ${resolved} is group/world-writable (mode 0o${mode.toString(8)}); ` +
            `this allows other local users to plant tokens. Run \`chmod 600 ${resolved}\`.`);
    }
    if (mode & 0o044) {
        throw new WorkloadIdentityError(`Credentials file at ${resolved} is group/world-readable (mode 0o${mode.toString(8)}); ` +
            `run \`chmod 600 ${resolved}\` before retrying.`);
    }
    if (typeof process.getuid === 'function' && st.uid !== process.getuid()) {
        onWarn(`credentials file at ${resolved} is owned by uid ${st.uid} (current process uid ${process.getuid()}); ` + `verify this is intentional.`);
    }
}
/**
 * Atomically writes JSON to `targetPath` via a `.tmp` sibling + rename,
 * with fsync on the file and (best-effort) on the parent directory.
 * Creates the parent directory with mode 0700 and the file with mode 0600.
 */
async function writeCredentialsFileAtomic(targetPath, data) {
    const { fs, path } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
    const dir = path.dirname(targetPath);
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    // Unique temp name avoids two concurrent writers (different processes or
    // SDK instances) racing on the same '.tmp' sibling and corrupting each
    // other's bytes mid-write before the rename.
    const tmpPath = `${targetPath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
        const fh = await fs.promises.open(tmpPath, 'w', 0o600);
        try {
            await fh.writeFile(JSON.stringify(data, null, 2));
            await fh.sync();
        }
        finally {
            await fh.close();
        }
        await fs.promises.rename(tmpPath, targetPath);
    }
    catch (err) {
        // Don't leak the temp file if anything between create and rename failed.
        await fs.promises.unlink(tmpPath).catch(() => { });
        throw err;
    }
    // fsync the parent directory so the rename survives a crash.
    try {
        const dirFh = await fs.promises.open(dir, 'r');
        try {
            await dirFh.sync();
        }
        finally {
            await dirFh.close();
        }
    }
    catch {
        // Directory fsync is best-effort (unsupported on some platforms, e.g. Windows).
    }
}
async function readLimitedText(resp) {
    if (!resp.body) {
        return '';
    }
    const reader = resp.body.getReader();
    const chunks = [];
    let received = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        if (received + value.length > MAX_TOKEN_RESPONSE_BYTES) {
            const remaining = MAX_TOKEN_RESPONSE_BYTES - received;
            if (remaining > 0)
                chunks.push(value.subarray(0, remaining));
            await reader.cancel();
            break;
        }
        chunks.push(value);
        received += value.length;
    }
    let merged;
    if (chunks.length === 1) {
        merged = chunks[0];
    }
    else {
        merged = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
        let offset = 0;
        for (const c of chunks) {
            merged.set(c, offset);
            offset += c.length;
        }
    }
    return new TextDecoder('utf-8').decode(merged);
}
var WorkloadIdentityError = /* @__PURE__ */ (() => {
    class WorkloadIdentityError extends core_error/* AnthropicError */.pJ {
        constructor(message, statusCode = null, body = null, requestId = null) {
            super(message);
            this.statusCode = statusCode;
            this.body = body;
            this.requestId = requestId;
        }
    }
    /** @internal */
    WorkloadIdentityError._errorName = 'WorkloadIdentityError';
    return WorkloadIdentityError;
})();
//# sourceMappingURL=types.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/time.mjs
/** Current time as unix epoch seconds. */
function nowAsSeconds() {
    return Math.floor(Date.now() / 1000);
}
//# sourceMappingURL=time.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/credentials/token-cache.mjs


/**
 * Wraps an {@link AccessTokenProvider} with two-tier proactive refresh
 * and concurrent deduplication.
 *
 * Refresh policy on each {@link getToken} call:
 *
 * - No cached token → call provider (blocking), cache, return.
 * - Cached with `expiresAt == null` → return cached forever.
 * - More than 120s remaining → return cached.
 * - 30–120s remaining (advisory window) → return stale token immediately,
 *   kick off background refresh. On failure, log and keep stale.
 * - Less than 30s remaining or expired (mandatory) → block and refresh.
 *   On failure, throw.
 *
 * Concurrent mandatory callers coalesce into a single provider call.
 */
class TokenCache {
    constructor(provider, onAdvisoryRefreshError) {
        this.cached = null;
        this.pendingRefresh = null;
        this.nextForce = false;
        this.lastAdvisoryError = 0;
        this.provider = provider;
        this.onAdvisoryRefreshError = onAdvisoryRefreshError;
    }
    async getToken() {
        const force = this.nextForce;
        this.nextForce = false;
        const cached = this.cached;
        if (force || cached == null) {
            const token = await this.refresh(force);
            return token.token;
        }
        if (cached.expiresAt == null) {
            return cached.token;
        }
        const remaining = cached.expiresAt - nowAsSeconds();
        if (remaining > ADVISORY_REFRESH_THRESHOLD_IN_SECONDS) {
            return cached.token;
        }
        if (remaining > MANDATORY_REFRESH_THRESHOLD_IN_SECONDS) {
            this.backgroundRefresh();
            return cached.token;
        }
        const token = await this.refresh();
        return token.token;
    }
    /**
     * Clears the cached token and marks the next {@link getToken} as a forced
     * refresh, so the underlying provider bypasses any on-disk freshness check.
     * Called after a 401 — the server has just told us the token is bad even
     * if its `expires_at` still looks fresh.
     */
    invalidate() {
        this.cached = null;
        this.nextForce = true;
    }
    /**
     * Mandatory refresh. Joins any in-flight refresh unless forced — a forced
     * refresh must not coalesce into a non-forced one that may re-serve the
     * same stale disk token.
     */
    refresh(force = false) {
        if (this.pendingRefresh && !force) {
            return this.pendingRefresh;
        }
        return this.doRefresh(force);
    }
    /**
     * Advisory background refresh. Shares the same in-flight promise as
     * mandatory refreshes for deduplication, but swallows errors so the
     * stale cached token keeps being served. Backs off for
     * {@link ADVISORY_REFRESH_BACKOFF_IN_SECONDS} after a failure so an
     * outage during the advisory window doesn't hammer the token endpoint.
     */
    backgroundRefresh() {
        if (this.pendingRefresh) {
            return;
        }
        if (nowAsSeconds() - this.lastAdvisoryError < ADVISORY_REFRESH_BACKOFF_IN_SECONDS) {
            return;
        }
        this.doRefresh().catch((err) => {
            this.lastAdvisoryError = nowAsSeconds();
            // Advisory failure: keep serving the stale cached token, but surface
            // the error to the caller-provided hook so it can be logged.
            this.onAdvisoryRefreshError?.(err);
        });
    }
    /**
     * Core refresh. Sets {@link pendingRefresh} so concurrent callers
     * (both advisory and mandatory) coalesce into a single provider call.
     */
    doRefresh(force = false) {
        this.pendingRefresh = this.provider(force ? { forceRefresh: true } : undefined).then((token) => {
            this.cached = token;
            this.pendingRefresh = null;
            return token;
        }, (err) => {
            this.pendingRefresh = null;
            throw err;
        });
        return this.pendingRefresh;
    }
}
//# sourceMappingURL=token-cache.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/propagation-api.mjs + 6 modules
var propagation_api = __webpack_require__(15826);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/log.mjs
var log = __webpack_require__(37412);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/trace-headers.mjs


/**
 * The names, in lower case, of the headers that carry a trace context: those of W3C Trace Context
 * and Baggage, and any other that the propagator the application registered writes. An HTTP
 * instrumentation may add to them or replace them after a request is signed, so a signature must not
 * cover them. A propagator that fails to list its fields adds none.
 */
function traceHeaderNames() {
    const names = new Set(['traceparent', 'tracestate', 'baggage']);
    try {
        for (const name of propagation_api/* propagation */.$.fields()) {
            names.add(name.toLowerCase());
        }
    }
    catch (problem) {
        // A signer calls this with no client at hand.
        (0,log/* defaultLogger */.Um)().debug('could not record telemetry', problem);
    }
    return names;
}
//# sourceMappingURL=trace-headers.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/tracing/headers.mjs

/**
 * Removes the trace-context headers ({@link traceHeaderNames}) from `headers` and returns them.
 */
function takeTraceHeaders(headers) {
    // By the names that `headers` has: a propagator can list a field that `Headers` rejects as a name.
    const names = traceHeaderNames();
    const taken = Array.from(headers.entries()).filter(([name]) => names.has(name));
    for (const [name] of taken) {
        headers.delete(name);
    }
    return taken;
}
/**
 * Returns a middleware that runs `middleware`, which may sign the request, without the trace-context
 * headers, and sets them again on what `middleware` passes on.
 */
function withoutTraceHeaders(middleware) {
    return (request, next, ctx) => {
        const headers = new Headers(request.headers);
        const traceHeaders = takeTraceHeaders(headers);
        return middleware({ ...request, headers }, (inner) => {
            const restored = new Headers(inner.headers);
            for (const [name, value] of traceHeaders)
                restored.set(name, value);
            return next({ ...inner, headers: restored });
        }, ctx);
    };
}
//# sourceMappingURL=headers.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/env.mjs
var utils_env = __webpack_require__(40111);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/core/credentials.mjs



/** Current schema version written to `configs/<profile>.json`. Absent on read ⇒ "1.0". */
const CONFIG_FILE_VERSION = '1.0';
/** Current schema version written to `credentials/<profile>.json`. Absent on read ⇒ "1.0". */
const CREDENTIALS_FILE_VERSION = '1.0';
const PROFILE_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
function validateProfileName(name) {
    if (!name) {
        throw new Error('profile name is empty');
    }
    if (name === '.' || name === '..') {
        throw new Error(`profile name "${name}" is not allowed`);
    }
    if (name.includes('/') || name.includes('\\')) {
        throw new Error(`profile name "${name}" must not contain path separators`);
    }
    if (!PROFILE_NAME_PATTERN.test(name)) {
        throw new Error(`profile name "${name}" contains disallowed characters (allowed: letters, digits, '_', '.', '-')`);
    }
}
/**
 * Loads the Anthropic configuration from a profile or the environment.
 *
 * Returns `null` when running in a browser or no configuration can be resolved.
 *
 * **Resolution order** (first match wins):
 *   1. The profile the `profile` argument names. Nothing below is tried, so
 *      the result is `null` when that profile does not exist.
 *   2. The profile the `ANTHROPIC_PROFILE` environment variable names. Nothing
 *      below is tried, and an {@link AnthropicError} is thrown when that
 *      profile does not exist.
 *   3. An `oidc_federation` config synthesized entirely from environment
 *      variables, when `ANTHROPIC_FEDERATION_RULE_ID`,
 *      `ANTHROPIC_ORGANIZATION_ID` and one of `ANTHROPIC_IDENTITY_TOKEN_FILE`
 *      and `ANTHROPIC_IDENTITY_TOKEN` are set. No profile is read.
 *   4. The active profile: the one the `<config_dir>/active_config` file
 *      names, otherwise `"default"`.
 *   5. The config of step 3 without an identity token, when the first two of
 *      its variables are set. Otherwise the result is `null`.
 *
 * `ANTHROPIC_CONFIG_DIR` sets `<config_dir>`. It does not select a profile.
 *
 * **Config resolution:**
 *   - A profile is loaded from `<config_dir>/configs/<profile>.json`, and
 *     missing fields are filled from environment variables. Values present
 *     in the file take precedence — env vars only fill gaps:
 *       - `ANTHROPIC_BASE_URL` → `base_url`
 *       - `ANTHROPIC_ORGANIZATION_ID` → `organization_id`
 *       - `ANTHROPIC_WORKSPACE_ID` → `workspace_id`
 *       - `ANTHROPIC_SCOPE` → `authentication.scope`
 *       - `ANTHROPIC_FEDERATION_RULE_ID` → `authentication.federation_rule_id` (oidc_federation)
 *       - `ANTHROPIC_IDENTITY_TOKEN_FILE` → `authentication.identity_token` (oidc_federation)
 *       - `ANTHROPIC_SERVICE_ACCOUNT_ID` → `authentication.service_account_id` (oidc_federation)
 */
const loadConfig = async (profile) => {
    return (await loadConfigWithSource(profile))?.config ?? null;
};
/**
 * Same as {@link loadConfig}, but also reports whether the config was loaded
 * from a profile file on disk (`fromFile: true`) or synthesized entirely from
 * environment variables (`fromFile: false`).
 */
const loadConfigWithSource = async (profile) => {
    var _a, _b;
    const rootConfigPath = await getRootConfigPath();
    if (rootConfigPath === null) {
        return null;
    }
    const namedInEnv = profile == null && (0,utils_env/* readEnv */.s)('ANTHROPIC_PROFILE') != null;
    let fromEnv = null;
    if (profile == null && !namedInEnv) {
        const organizationId = (0,utils_env/* readEnv */.s)('ANTHROPIC_ORGANIZATION_ID');
        const identityTokenFile = (0,utils_env/* readEnv */.s)('ANTHROPIC_IDENTITY_TOKEN_FILE');
        const federationRuleId = (0,utils_env/* readEnv */.s)('ANTHROPIC_FEDERATION_RULE_ID');
        if (federationRuleId && organizationId) {
            fromEnv = {
                fromFile: false,
                config: {
                    organization_id: organizationId,
                    // A defaulted-but-empty CI variable (`ANTHROPIC_WORKSPACE_ID=""`) is
                    // treated as unset — readEnv coerces empty to undefined, and the body
                    // builder's truthy check skips it — so `"workspace_id": ""` never goes
                    // on the wire.
                    workspace_id: (0,utils_env/* readEnv */.s)('ANTHROPIC_WORKSPACE_ID'),
                    base_url: (0,utils_env/* readEnv */.s)('ANTHROPIC_BASE_URL'),
                    authentication: {
                        type: 'oidc_federation',
                        federation_rule_id: federationRuleId,
                        service_account_id: (0,utils_env/* readEnv */.s)('ANTHROPIC_SERVICE_ACCOUNT_ID'),
                        identity_token: identityTokenFile ? { source: 'file', path: identityTokenFile } : undefined,
                        scope: (0,utils_env/* readEnv */.s)('ANTHROPIC_SCOPE'),
                    },
                },
            };
            if (identityTokenFile || (0,utils_env/* readEnv */.s)('ANTHROPIC_IDENTITY_TOKEN')) {
                return fromEnv;
            }
        }
    }
    const profileName = profile ?? (await getActiveProfileName());
    if (profileName === null) {
        return null;
    }
    validateProfileName(profileName);
    const { fs, path } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
    const configPath = path.join(rootConfigPath, 'configs', `${profileName}.json`);
    let configRaw;
    try {
        configRaw = await fs.promises.readFile(configPath, 'utf-8');
    }
    catch (err) {
        if (err?.code !== 'ENOENT') {
            throw new Error(`failed to read config file ${configPath}: ${err}`);
        }
        if (namedInEnv) {
            throw new core_error/* AnthropicError */.pJ(`ANTHROPIC_PROFILE names the profile "${profileName}", but ${configPath} does not exist. ` +
                'Set ANTHROPIC_PROFILE to a profile that exists, or unset it.', { cause: err });
        }
        return fromEnv;
    }
    let config;
    try {
        config = JSON.parse(configRaw);
    }
    catch (err) {
        throw new Error(`failed to parse config file ${configPath}: ${err}`);
    }
    if (!config.authentication) {
        throw new Error(`config file ${configPath} is missing "authentication"`);
    }
    const authType = config.authentication.type;
    if (authType !== 'oidc_federation' && authType !== 'user_oauth') {
        throw new Error(`authentication.type "${authType}" is not a known authentication type`);
    }
    // File values are authoritative; env vars only fill fields the file left unset.
    config.organization_id ?? (config.organization_id = (0,utils_env/* readEnv */.s)('ANTHROPIC_ORGANIZATION_ID'));
    config.workspace_id ?? (config.workspace_id = (0,utils_env/* readEnv */.s)('ANTHROPIC_WORKSPACE_ID'));
    config.base_url ?? (config.base_url = (0,utils_env/* readEnv */.s)('ANTHROPIC_BASE_URL'));
    (_a = config.authentication).scope ?? (_a.scope = (0,utils_env/* readEnv */.s)('ANTHROPIC_SCOPE'));
    if (config.authentication.type === 'oidc_federation') {
        if (!config.authentication.identity_token) {
            const identityTokenFile = (0,utils_env/* readEnv */.s)('ANTHROPIC_IDENTITY_TOKEN_FILE');
            if (identityTokenFile) {
                config.authentication.identity_token = {
                    source: 'file',
                    path: identityTokenFile,
                };
            }
        }
        // Unlike siblings using `??= readEnv()` (which leaves `undefined`), coerce
        // to '' so the type stays `string` (always set). The downstream required
        // check in credential-chain rejects empty, so semantics match but types are
        // cleaner.
        if (!config.authentication.federation_rule_id) {
            config.authentication.federation_rule_id = (0,utils_env/* readEnv */.s)('ANTHROPIC_FEDERATION_RULE_ID') ?? '';
        }
        (_b = config.authentication).service_account_id ?? (_b.service_account_id = (0,utils_env/* readEnv */.s)('ANTHROPIC_SERVICE_ACCOUNT_ID'));
    }
    return { config, fromFile: true };
};
/**
 * Loads the credential material for the active profile.
 *
 * Returns the parsed credentials or `null` when running in a browser or
 * no credentials file can be found.
 *
 * **Profile resolution** (first match wins):
 *   1. `ANTHROPIC_PROFILE` environment variable
 *   2. Contents of `<config_dir>/active_config` file
 *   3. `"default"`
 *
 * **Credentials path resolution** (first match wins):
 *   1. `authentication.credentials_path` from the active profile's config (via {@link loadConfig})
 *   2. `<config_dir>/credentials/<profile>.json`
 */
const loadCredentials = async () => {
    const profile = (await getActiveProfileName()) ?? undefined;
    const config = await loadConfig(profile);
    const credentialsPath = await getCredentialsPath(config, profile);
    if (!credentialsPath) {
        return null;
    }
    const { fs } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
    let raw;
    try {
        raw = await fs.promises.readFile(credentialsPath, 'utf-8');
    }
    catch (err) {
        if (err?.code !== 'ENOENT') {
            throw new Error(`failed to read credentials file ${credentialsPath}: ${err}`);
        }
        return null;
    }
    let creds;
    try {
        creds = JSON.parse(raw);
    }
    catch (err) {
        throw new Error(`failed to parse credentials file ${credentialsPath}: ${err}`);
    }
    if (creds.type && creds.type !== 'oauth_token') {
        throw new Error(`credentials file ${credentialsPath} has unsupported type "${creds.type}" (want "oauth_token")`);
    }
    return creds;
};
/**
 * Resolves the credentials file path for the given config.
 *
 * Uses `authentication.credentials_path` from the config if set, otherwise
 * falls back to `<config_dir>/credentials/<profile>.json`.
 *
 * Returns `null` when running in a browser or the path cannot be resolved.
 */
const getCredentialsPath = async (config, profile) => {
    if (config?.authentication.credentials_path) {
        return config.authentication.credentials_path;
    }
    const rootConfigPath = await getRootConfigPath();
    if (!rootConfigPath) {
        return null;
    }
    const profileName = profile ?? (await getActiveProfileName());
    if (!profileName) {
        return null;
    }
    validateProfileName(profileName);
    const { path } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
    return path.join(rootConfigPath, 'credentials', `${profileName}.json`);
};
const getRootConfigPath = async () => {
    if (!supportsLocalConfigFiles()) {
        return null;
    }
    const { path } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
    // ANTHROPIC_CONFIG_DIR is treated as a trusted path: it is set by the
    // process operator, not by remote input, so it is not validated.
    const configDir = (0,utils_env/* readEnv */.s)('ANTHROPIC_CONFIG_DIR');
    if (configDir) {
        return configDir;
    }
    const os = getPlatformHeaders()['X-Stainless-OS'];
    if (os === 'Windows') {
        const appData = (0,utils_env/* readEnv */.s)('APPDATA');
        if (appData) {
            return path.join(appData, 'Anthropic');
        }
        const userProfile = (0,utils_env/* readEnv */.s)('USERPROFILE');
        if (userProfile) {
            return path.join(userProfile, 'AppData', 'Roaming', 'Anthropic');
        }
        // No usable Windows config root — return null so callers fall through to
        // "no config available" rather than silently writing under C:\.
        return null;
    }
    const xdgConfigHome = (0,utils_env/* readEnv */.s)('XDG_CONFIG_HOME');
    if (xdgConfigHome) {
        return path.join(xdgConfigHome, 'anthropic');
    }
    const home = (0,utils_env/* readEnv */.s)('HOME');
    if (home) {
        return path.join(home, '.config', 'anthropic');
    }
    return null;
};
const supportsLocalConfigFiles = () => {
    const runtime = getPlatformHeaders()['X-Stainless-Runtime'];
    return runtime === 'node' || runtime === 'deno';
};
const getActiveProfileName = async () => {
    const rootConfigPath = await getRootConfigPath();
    if (!rootConfigPath) {
        return null;
    }
    const profileName = (0,utils_env/* readEnv */.s)('ANTHROPIC_PROFILE');
    if (profileName) {
        return profileName;
    }
    const { fs, path } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
    const filePath = path.join(rootConfigPath, 'active_config');
    try {
        return (await fs.promises.readFile(filePath, 'utf-8')).trim() || 'default';
    }
    catch (err) {
        if (err?.code !== 'ENOENT') {
            throw new Error(`failed to read ${filePath}: ${err}`);
        }
        return 'default';
    }
};
//# sourceMappingURL=credentials.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/credentials/identity-token.mjs

/**
 * Reads a JWT from a file on every call. Supports automatic rotation
 * (e.g. Kubernetes projected service-account tokens).
 */
function identityTokenFromFile(path) {
    if (!path) {
        throw new core_error/* AnthropicError */.pJ('Identity token file path is empty');
    }
    return async () => {
        const { fs } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
        let content;
        try {
            content = await fs.promises.readFile(path, 'utf-8');
        }
        catch (err) {
            throw new core_error/* AnthropicError */.pJ(`Failed to read identity token file at ${path}: ${err}`);
        }
        const token = content.trim();
        if (!token) {
            throw new core_error/* AnthropicError */.pJ(`Identity token file at ${path} is empty`);
        }
        return token;
    };
}
/**
 * Wraps a static JWT string as an {@link IdentityTokenProvider}.
 */
function identityTokenFromValue(token) {
    if (!token) {
        throw new core_error/* AnthropicError */.pJ('Identity token value is empty');
    }
    return () => token;
}
//# sourceMappingURL=identity-token.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/credentials/oidc-federation.mjs



/**
 * Exchanges an external OIDC JWT for an Anthropic access token via the
 * RFC 7523 jwt-bearer grant.
 *
 * Each invocation performs a fresh token exchange. Wrap in a
 * {@link TokenCache} to avoid exchanging on every request.
 *
 * Federation grants do not return a refresh token — callers re-exchange
 * their assertion on expiry.
 */
function oidcFederationProvider(config) {
    return async () => {
        requireSecureTokenEndpoint(config.baseURL);
        const jwt = await config.identityTokenProvider();
        // The token endpoint enforces a 16 KiB assertion limit; surface a clear
        // client-side error so misconfigured projected-token sources are
        // diagnosable without a server round-trip.
        if (jwt.length > 16 * 1024) {
            throw new WorkloadIdentityError(`Identity token is ${Math.ceil(jwt.length / 1024)} KiB, exceeds the 16 KiB assertion limit`);
        }
        const body = {
            grant_type: GRANT_TYPE_JWT_BEARER,
            assertion: jwt,
            federation_rule_id: config.federationRuleId,
            organization_id: config.organizationId,
        };
        if (config.serviceAccountId) {
            body['service_account_id'] = config.serviceAccountId;
        }
        if (config.workspaceId) {
            body['workspace_id'] = config.workspaceId;
        }
        const url = `${config.baseURL}${TOKEN_ENDPOINT}`;
        let resp;
        try {
            resp = await config.fetch(url, {
                method: 'POST',
                redirect: 'manual',
                headers: {
                    'Content-Type': 'application/json',
                    'anthropic-beta': `${OAUTH_API_BETA_HEADER},${FEDERATION_BETA_HEADER}`,
                    'User-Agent': config.userAgent || `anthropic-sdk-typescript/${VERSION} oidcFederationProvider`,
                },
                body: JSON.stringify(body),
            });
        }
        catch (err) {
            throw new WorkloadIdentityError(`Failed to reach token endpoint ${url}: ${err}`);
        }
        const requestId = resp.headers.get('Request-Id');
        if (!resp.ok) {
            const text = await resp.text().catch(() => '');
            const redacted = redactSensitive(text);
            // A 401 is hard to debug from the status code alone, so surface
            // guidance: check the federation rule, optionally set a workspace ID
            // (the most common fix when no workspaceId is configured), and point at
            // the Workload identity page in Claude Console for the server-side
            // authentication event log. Other statuses (5xx, 400, ...) get no hint.
            let hint = '';
            if (resp.status === 401) {
                const hintMiddle = config.workspaceId ? '' : ("If your federation rule is scoped to multiple workspaces, set the ANTHROPIC_WORKSPACE_ID environment variable, the 'workspace_id' config key, or the `workspaceId` option. ");
                hint = ` Ensure your federation rule matches your identity token. ${hintMiddle}View your authentication events in the Workload identity page of Claude Console for more details.`;
            }
            throw new WorkloadIdentityError(`Token exchange failed with status ${resp.status}${requestId ? ` (request-id ${requestId})` : ''}: ${redacted}${hint}`, resp.status, redacted, requestId);
        }
        const data = await parseTokenResponse(resp, requestId);
        const expiresIn = Number(data.expires_in);
        if (!Number.isFinite(expiresIn)) {
            throw new WorkloadIdentityError(`Token endpoint response missing required fields: ${JSON.stringify(redactSensitive(data))}`, resp.status, redactSensitive(data), requestId);
        }
        return {
            token: data.access_token,
            expiresAt: nowAsSeconds() + expiresIn,
        };
    };
}
//# sourceMappingURL=oidc-federation.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/credentials/user-oauth.mjs




/**
 * Reads a user-oauth credential file. Returns the cached access token while
 * fresh; on expiry performs a `refresh_token` grant and writes the new
 * tokens back to the credentials file (atomic replace, fsync'd).
 *
 * If `clientId` is empty, the access token is treated as static — the
 * credentials file is read on every call but no refresh is attempted, and
 * an expired token without a `refresh_token` raises.
 */
function userOAuthProvider(config) {
    return async (opts) => {
        const { fs } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
        await checkCredentialsFileSafety(config.credentialsPath, config.onSafetyWarning);
        let raw;
        try {
            raw = await fs.promises.readFile(config.credentialsPath, 'utf-8');
        }
        catch (err) {
            throw new WorkloadIdentityError(`Credentials file not found at ${config.credentialsPath}: ${err}`);
        }
        let creds;
        try {
            creds = JSON.parse(raw);
        }
        catch (err) {
            throw new WorkloadIdentityError(`Credentials file at ${config.credentialsPath} is not valid JSON: ${err}`);
        }
        const accessToken = creds.access_token;
        if (!accessToken) {
            throw new WorkloadIdentityError(`Credentials file at ${config.credentialsPath} must include 'access_token'`);
        }
        // Return cached token if still fresh (or no expiry info), unless the
        // caller is forcing a refresh after a 401 — then go straight to refresh
        // even if the file's expires_at still looks valid.
        const expiresAt = creds.expires_at;
        if (!opts?.forceRefresh &&
            (expiresAt == null || nowAsSeconds() < expiresAt - MANDATORY_REFRESH_THRESHOLD_IN_SECONDS)) {
            return { token: accessToken, expiresAt: expiresAt ?? null };
        }
        const refreshToken = creds.refresh_token;
        if (!config.clientId || !refreshToken) {
            throw new WorkloadIdentityError(`Access token at ${config.credentialsPath} has expired and no refresh is available ` +
                `(client_id ${config.clientId ? 'set' : 'empty'}, refresh_token ${refreshToken ? 'set' : 'empty'})`);
        }
        requireSecureTokenEndpoint(config.baseURL);
        const body = {
            grant_type: GRANT_TYPE_REFRESH_TOKEN,
            refresh_token: refreshToken,
            client_id: config.clientId,
        };
        const url = `${config.baseURL}${TOKEN_ENDPOINT}`;
        let resp;
        try {
            resp = await config.fetch(url, {
                method: 'POST',
                redirect: 'manual',
                headers: {
                    'Content-Type': 'application/json',
                    'anthropic-beta': OAUTH_API_BETA_HEADER,
                    'User-Agent': config.userAgent || `anthropic-sdk-typescript/${VERSION} userOAuthProvider`,
                },
                body: JSON.stringify(body),
            });
        }
        catch (err) {
            throw new WorkloadIdentityError(`User OAuth refresh failed to reach token endpoint: ${err}`);
        }
        const requestId = resp.headers.get('Request-Id');
        if (!resp.ok) {
            const text = await resp.text().catch(() => '');
            throw new WorkloadIdentityError(`User OAuth refresh failed (HTTP ${resp.status}): ${redactSensitive(text)}`, resp.status, redactSensitive(text), requestId);
        }
        const data = await parseTokenResponse(resp, requestId);
        const expiresIn = Number(data.expires_in);
        if (!Number.isFinite(expiresIn)) {
            throw new WorkloadIdentityError(`User OAuth refresh response missing or invalid expires_in: ${JSON.stringify(redactSensitive(data))}`, resp.status, redactSensitive(data), requestId);
        }
        const newExpiresAt = nowAsSeconds() + expiresIn;
        const newRefreshToken = data.refresh_token || refreshToken;
        await writeCredentialsFileAtomic(config.credentialsPath, {
            ...creds,
            version: CREDENTIALS_FILE_VERSION,
            type: 'oauth_token',
            access_token: data.access_token,
            expires_at: newExpiresAt,
            refresh_token: newRefreshToken,
        });
        return { token: data.access_token, expiresAt: newExpiresAt };
    };
}
//# sourceMappingURL=user-oauth.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/credentials/credential-chain.mjs







function resolveCredentialsFromConfig(config, options) {
    const credentialsPath = config.authentication.credentials_path ?? null;
    const effectiveBaseURL = (config.base_url || options.baseURL).replace(/\/+$/, '');
    const provider = buildProvider(config, credentialsPath, effectiveBaseURL, options);
    const extraHeaders = {};
    // For federation profiles workspace_id is sent in the jwt-bearer exchange
    // body, not as a request header (the minted token is already
    // workspace-scoped, so the header would be ignored).
    if (config.workspace_id && config.authentication.type === 'user_oauth') {
        extraHeaders['anthropic-workspace-id'] = config.workspace_id;
    }
    // Surface the profile's own base_url (not the options.baseURL fallback) so
    // the client can adopt it for outbound API requests when the caller didn't
    // pin one explicitly. Echoing options.baseURL back would defeat precedence.
    return { provider, extraHeaders, baseURL: config.base_url || undefined };
}
/**
 * Resolves a {@link CredentialResult} from the environment. Returns `null`
 * when no credentials can be resolved.
 *
 * Resolution order:
 *
 *   1. Config file for the profile `ANTHROPIC_PROFILE` names
 *      → dispatch on `authentication.type` (`oidc_federation`, `user_oauth`).
 *      A missing file throws
 *   2. Environment variables `ANTHROPIC_FEDERATION_RULE_ID` +
 *      `ANTHROPIC_ORGANIZATION_ID` (+ identity token) → OIDC federation
 *   3. Config file for the active profile (the one `active_config` names,
 *      otherwise `default`) → dispatch on `authentication.type`
 *   4. Nothing matches → `null`
 *
 * Passing `profile` selects `<config_dir>/configs/<profile>.json` directly,
 * skipping steps 1 to 3.
 */
async function defaultCredentials(options, profile) {
    const loaded = await loadConfigWithSource(profile);
    if (!loaded) {
        return null;
    }
    const { config, fromFile } = loaded;
    // For file-loaded configs, default credentials_path to the per-profile
    // location so user_oauth and federation caching work. Shallow-clone first
    // so callers that retain a reference to the loaded config don't observe the
    // patched-in default.
    //
    // Env-only credentials (no profile file was read) skip the disk cache. A
    // disk cache keyed by profile path would re-serve a stale token after a
    // change to ANTHROPIC_WORKSPACE_ID (or ANTHROPIC_ORGANIZATION_ID /
    // ANTHROPIC_FEDERATION_RULE_ID) until the cached token expired, so the
    // env-only chain stays in-memory only.
    const withPath = config.authentication.credentials_path || !fromFile ?
        config
        : {
            ...config,
            authentication: {
                ...config.authentication,
                credentials_path: (await getCredentialsPath(config, profile)) ?? undefined,
            },
        };
    return resolveCredentialsFromConfig(withPath, options);
}
function buildProvider(config, credentialsPath, baseURL, options) {
    switch (config.authentication.type) {
        case 'oidc_federation': {
            const auth = config.authentication;
            const identityProvider = resolveIdentityTokenProvider(auth);
            if (!identityProvider) {
                throw new WorkloadIdentityError('oidc_federation config requires an identity token (set authentication.identity_token, ' +
                    'ANTHROPIC_IDENTITY_TOKEN_FILE, or ANTHROPIC_IDENTITY_TOKEN)');
            }
            if (!auth.federation_rule_id) {
                throw new WorkloadIdentityError("oidc_federation config requires 'federation_rule_id'. Set it in authentication.federation_rule_id in your profile, or via ANTHROPIC_FEDERATION_RULE_ID (profile takes precedence).");
            }
            if (!config.organization_id) {
                throw new WorkloadIdentityError('oidc_federation config requires organization_id (set ANTHROPIC_ORGANIZATION_ID or config.organization_id)');
            }
            const exchange = oidcFederationProvider({
                identityTokenProvider: identityProvider,
                federationRuleId: auth.federation_rule_id,
                organizationId: config.organization_id,
                serviceAccountId: auth.service_account_id,
                workspaceId: config.workspace_id,
                baseURL,
                fetch: options.fetch,
                userAgent: options.userAgent,
            });
            // If there's a credentials file path, wrap the exchange with file caching
            // (check file for fresh token before exchanging, write back after).
            if (credentialsPath) {
                return cachedExchangeProvider(exchange, credentialsPath, options.onCacheWriteError, options.onSafetyWarning);
            }
            return exchange;
        }
        case 'user_oauth': {
            if (!credentialsPath) {
                throw new WorkloadIdentityError('user_oauth config requires authentication.credentials_path ' +
                    '(or load via a profile so it defaults to <config_dir>/credentials/<profile>.json)');
            }
            return userOAuthProvider({
                credentialsPath,
                clientId: config.authentication.client_id,
                baseURL,
                fetch: options.fetch,
                userAgent: options.userAgent,
                onSafetyWarning: options.onSafetyWarning,
            });
        }
        default: {
            const t = config.authentication.type;
            throw new WorkloadIdentityError(`authentication.type "${t}" is not a known authentication type`);
        }
    }
}
/**
 * Resolves the identity token provider from config fields or environment variables.
 *
 * Resolution order:
 *   1. `identity_token.path` from the config (source: "file")
 *   2. `ANTHROPIC_IDENTITY_TOKEN_FILE` env var
 *   3. `ANTHROPIC_IDENTITY_TOKEN` env var (static value)
 */
function resolveIdentityTokenProvider(auth) {
    if (auth.identity_token) {
        // Cast needed to stringify an unknown source value for the error message:
        // the on-disk JSON may contain a source this SDK version doesn't know about.
        const source = auth.identity_token.source;
        if (source !== 'file') {
            throw new WorkloadIdentityError(`identity_token.source "${source}" is not supported by this SDK version (only "file")`);
        }
        if (!auth.identity_token.path) {
            throw new WorkloadIdentityError(`identity_token.source "file" requires a non-empty path`);
        }
        return identityTokenFromFile(auth.identity_token.path);
    }
    const tokenFile = (0,utils_env/* readEnv */.s)('ANTHROPIC_IDENTITY_TOKEN_FILE');
    if (tokenFile) {
        return identityTokenFromFile(tokenFile);
    }
    const tokenValue = (0,utils_env/* readEnv */.s)('ANTHROPIC_IDENTITY_TOKEN');
    if (tokenValue) {
        return identityTokenFromValue(tokenValue);
    }
    return null;
}
/**
 * Wraps a federation exchange provider with credential file caching.
 * Checks the file for a fresh token before exchanging, and writes the
 * result back after a successful exchange (best-effort, atomic replace).
 *
 * Note: this is not cross-process serialized — two SDK instances that
 * miss the cache simultaneously will both perform a full exchange and
 * the last writer wins. That is acceptable: federation exchanges are
 * idempotent and the cache is an optimization, not a correctness gate.
 */
function cachedExchangeProvider(exchange, credentialsPath, onCacheWriteError, onSafetyWarning) {
    return async (opts) => {
        const { fs } = await __webpack_require__.e(/* import() */ 168).then(__webpack_require__.bind(__webpack_require__, 20168));
        await checkCredentialsFileSafety(credentialsPath, onSafetyWarning);
        // Try cached credentials file
        let existing;
        try {
            const raw = await fs.promises.readFile(credentialsPath, 'utf-8');
            existing = JSON.parse(raw);
            const token = existing?.['access_token'];
            if (token && !opts?.forceRefresh) {
                const expiresAt = existing?.['expires_at'];
                if (expiresAt == null || nowAsSeconds() < expiresAt - MANDATORY_REFRESH_THRESHOLD_IN_SECONDS) {
                    return { token, expiresAt: expiresAt ?? null };
                }
            }
        }
        catch (err) {
            // ENOENT or invalid-JSON → no usable cache, exchange fresh. Other
            // errors (EACCES, EISDIR, …) indicate a broken cache path; surface to
            // the optional hook so they're at least debuggable, then proceed.
            const code = err?.code;
            if (code !== 'ENOENT' && !(err instanceof SyntaxError)) {
                onCacheWriteError?.(err);
            }
        }
        // Exchange for a new token
        const result = await exchange(opts);
        // Write cache back (best-effort). Preserve any unknown keys from the
        // existing file (notably refresh_token, in the unlikely case this path
        // is shared with a user_oauth profile) so the federation cache writer
        // doesn't clobber material it didn't own.
        try {
            await writeCredentialsFileAtomic(credentialsPath, {
                ...(existing ?? {}),
                version: CREDENTIALS_FILE_VERSION,
                type: 'oauth_token',
                access_token: result.token,
                expires_at: result.expiresAt,
            });
        }
        catch (err) {
            // Best-effort caching: surface to the optional hook but never fail
            // the exchange itself.
            onCacheWriteError?.(err);
        }
        return result;
    };
}
//# sourceMappingURL=credential-chain.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/parse.mjs
var parse = __webpack_require__(14981);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/streaming.mjs
var streaming = __webpack_require__(6922);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/core/middleware.mjs





/**
 * Errors thrown by the underlying `fetch`, as opposed to by a middleware.
 *
 * Tracked so the client can apply its connection-error retry policy to
 * transport failures while letting errors thrown by middleware propagate to
 * the caller untouched.
 */
const fetchOriginErrors = new WeakSet();
/** Whether `err` was thrown by the underlying `fetch` rather than by a middleware. */
function isFetchOriginError(err) {
    return typeof err === 'object' && err !== null && fetchOriginErrors.has(err);
}
/**
 * Whether an error thrown by middleware should stay on the SDK's
 * connection-error retry policy: fetch-origin, abort, `APIConnectionError`, or
 * `RetryableError` — checked through the error's `cause` chain.
 */
function isRetryableError(err) {
    const seen = new Set(); // guard against `cause` cycles
    while (typeof err === 'object' && err !== null && !seen.has(err)) {
        seen.add(err);
        if (isFetchOriginError(err) ||
            (0,errors/* isAbortError */.z)(err) ||
            err instanceof core_error/* APIConnectionError */.xX ||
            err instanceof core_error/* RetryableError */.dw) {
            return true;
        }
        err = err.cause;
    }
    return false;
}
/**
 * Wraps `fetchFn` so each call runs through `middleware`, keeping the same
 * call signature as `fetch` itself.
 *
 * With no middleware, calls are passed straight through to `fetchFn`.
 * Otherwise the arguments are normalized into an {@link APIRequest} (headers
 * coerced to a `Headers` instance, URL stringified) before entering the
 * chain. The chain is composed per call, so mutations of a `middleware`
 * array are picked up by later requests.
 *
 * `options` — the SDK request options behind this call, when there are any —
 * is surfaced to middleware as `ctx.options` and drives `ctx.parse`.
 *
 * `client` supplies `ctx.logger` (the client's level-filtered logger);
 * without it, `ctx.logger` falls back to the client defaults: `console`,
 * filtered to `ANTHROPIC_LOG` or `'warn'`.
 */
function wrapFetchWithMiddleware(fetchFn, middleware, options, client) {
    return async (url, init = {}) => {
        if (middleware.length === 0) {
            // use undefined this binding; fetch errors if bound to something else in browser/cloudflare
            return fetchFn.call(undefined, url, init);
        }
        const headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
        const response = await applyMiddleware(fetchFn, middleware, options, client)({
            ...init,
            headers,
            url: typeof url === 'string' ? url
                : url instanceof URL ? url.href
                    : url.url,
        });
        // Catch a footgun before the client tries to read the body itself and
        // fails with a confusing low-level stream error.
        if (response.bodyUsed || response.body?.locked) {
            throw new core_error/* AnthropicError */.pJ('middleware consumed the response body; use response.clone() to inspect it, ' +
                'or return new Response(body, response) to consume and replace it');
        }
        return response;
    };
}
/**
 * Creates the {@link MiddlewareContext} shared by every middleware in one chain.
 */
function createMiddlewareContext(options, client) {
    // Keyed on the Response so each `next()` call's response (e.g. with custom
    // retries, or a middleware swapping in a replacement) parses independently,
    // while several middleware parsing the same response share a single read.
    const cache = new WeakMap();
    return {
        options,
        // Resolved per chain, so changes to the client's `logLevel`/`logger`
        // apply to subsequent requests.
        logger: client ? (0,log/* loggerFor */.WG)(client) : (0,log/* defaultLogger */.Um)(),
        parse(response) {
            // Streams are single-consumer, so caching one would hand later callers
            // an already-consumed stream; every call gets a fresh clone-backed one.
            if (options?.stream && response.ok) {
                return parseMiddlewareResponse(response, options, client);
            }
            let parsed = cache.get(response);
            if (!parsed) {
                parsed = parseMiddlewareResponse(response, options, client);
                cache.set(response, parsed);
            }
            return parsed;
        },
    };
}
/**
 * Mirrors the client's own response parsing (`defaultParseResponse` in
 * `internal/parse.ts`), reading through a clone so the body stays available
 * to the rest of the chain and the client itself.
 */
async function parseMiddlewareResponse(response, options, client) {
    if (response.bodyUsed || response.body?.locked) {
        throw new core_error/* AnthropicError */.pJ('cannot ctx.parse() a response whose body was already consumed; ' +
            'call ctx.parse() instead of reading the body, or read via response.clone()');
    }
    // Error responses parse as JSON/text below — the SDK only stream-parses
    // successful responses, and middleware typically wants the error body.
    if (options?.stream && response.ok) {
        // A fresh controller rather than the request's own: aborting (or
        // `break`ing out of) the middleware's stream must not cancel the
        // in-flight request the client is still reading.
        return streaming/* Stream */.Z.fromSSEResponse(response.clone(), new AbortController(), client);
    }
    // fetch refuses to read the body when the status code is 204.
    if (response.status === 204) {
        return null;
    }
    if (options?.__binaryResponse) {
        return response;
    }
    const contentType = response.headers.get('content-type');
    const mediaType = contentType?.split(';')[0]?.trim();
    const isJSON = mediaType?.includes('application/json') || mediaType?.endsWith('+json');
    if (isJSON) {
        if (response.headers.get('content-length') === '0') {
            // if there is no content we can't do anything
            return undefined;
        }
        return (0,parse/* addResponseIDs */.F)(await response.clone().json(), response);
    }
    return await response.clone().text();
}
/**
 * Composes `middleware` around `fetchFn` and returns the entry point of the chain.
 */
function applyMiddleware(fetchFn, middleware, options, client) {
    // use undefined this binding; fetch errors if bound to something else in browser/cloudflare
    let next = async ({ url, ...init }) => {
        try {
            return await fetchFn.call(undefined, url, init);
        }
        catch (err) {
            // Brand the error as fetch-origin, normalizing with `castToError` first since a
            // WeakSet can't hold primitives and the brand must be on the same object the
            // client's own `castToError` will later pass through.
            const error = (0,errors/* castToError */.r)(err);
            fetchOriginErrors.add(error);
            throw error;
        }
    };
    const ctx = createMiddlewareContext(options, client);
    for (let i = middleware.length - 1; i >= 0; i--) {
        const mw = middleware[i];
        const nextInner = next;
        next = async (request) => mw(request, nextInner, ctx);
    }
    return next;
}
//# sourceMappingURL=middleware.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/pagination.mjs
var pagination = __webpack_require__(21154);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/uploads.mjs
var uploads = __webpack_require__(38686);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/to-file.mjs


/**
 * This check adds the arrayBuffer() method type because it is available and used at runtime
 */
const isBlobLike = (value) => value != null &&
    typeof value === 'object' &&
    typeof value.size === 'number' &&
    typeof value.type === 'string' &&
    typeof value.text === 'function' &&
    typeof value.slice === 'function' &&
    typeof value.arrayBuffer === 'function';
/**
 * This check adds the arrayBuffer() method type because it is available and used at runtime
 */
const isFileLike = (value) => value != null &&
    typeof value === 'object' &&
    typeof value.name === 'string' &&
    typeof value.lastModified === 'number' &&
    isBlobLike(value);
const isResponseLike = (value) => value != null &&
    typeof value === 'object' &&
    typeof value.url === 'string' &&
    typeof value.blob === 'function';
/**
 * Helper for creating a {@link File} to pass to an SDK upload method from a variety of different data formats
 * @param value the raw content of the file. Can be an {@link Uploadable}, BlobLikePart, or AsyncIterable of BlobLikeParts
 * @param {string=} name the name of the file. If omitted, toFile will try to determine a file name from bits if possible
 * @param {Object=} options additional properties
 * @param {string=} options.type the MIME type of the content
 * @param {number=} options.lastModified the last modified timestamp
 * @returns a {@link File} with the given properties
 */
async function toFile(value, name, options) {
    (0,uploads/* checkFileSupport */.ML)();
    // If it's a promise, resolve it.
    value = await value;
    name || (name = value instanceof File ? value.name : (0,uploads/* getName */.mG)(value, true));
    // If we've been given a `File` we don't need to do anything if the name / options
    // have not been customised.
    if (isFileLike(value)) {
        if (value instanceof File && name == null && options == null) {
            return value;
        }
        return (0,uploads/* makeFile */.VE)([await value.arrayBuffer()], name ?? value.name, {
            type: value.type,
            lastModified: value.lastModified,
            ...options,
        });
    }
    if (isResponseLike(value)) {
        const blob = await value.blob();
        name || (name = new URL(value.url).pathname.split(/[\\/]/).pop());
        return (0,uploads/* makeFile */.VE)(await getBytes(blob), name, options);
    }
    const parts = await getBytes(value);
    if (!options?.type) {
        const type = parts.find((part) => typeof part === 'object' && 'type' in part && part.type);
        if (typeof type === 'string') {
            options = { ...options, type };
        }
    }
    return (0,uploads/* makeFile */.VE)(parts, name, options);
}
async function getBytes(value) {
    let parts = [];
    if (typeof value === 'string' ||
        ArrayBuffer.isView(value) || // includes Uint8Array, Buffer, etc.
        value instanceof ArrayBuffer) {
        parts.push(value);
    }
    else if (isBlobLike(value)) {
        parts.push(value instanceof Blob ? value : await value.arrayBuffer());
    }
    else if ((0,uploads/* isAsyncIterable */.Td)(value) // includes Readable, ReadableStream, etc.
    ) {
        for await (const chunk of value) {
            parts.push(...(await getBytes(chunk))); // TODO, consider validating?
        }
    }
    else {
        const constructor = value?.constructor?.name;
        throw new Error(`Unexpected data type: ${typeof value}${constructor ? `; constructor: ${constructor}` : ''}${propsForError(value)}`);
    }
    return parts;
}
function propsForError(value) {
    if (typeof value !== 'object' || value === null)
        return '';
    const props = Object.getOwnPropertyNames(value);
    return `; props: [${props.map((p) => `"${p}"`).join(', ')}]`;
}
//# sourceMappingURL=to-file.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/api-promise.mjs
var api_promise = __webpack_require__(65734);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/headers.mjs
var internal_headers = __webpack_require__(33546);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/client.mjs
var _BaseAnthropic_instances, _a, _BaseAnthropic_encoder, _BaseAnthropic_apiKeyFunction, _BaseAnthropic_openTelemetry, _BaseAnthropic_baseURLOverridden;





































let warnedOfKeyAndTokenInEnv = false;
/**
 * Base class for Anthropic API clients.
 */
var BaseAnthropic = /* @__PURE__ */ (() => {
    /**
     * Base class for Anthropic API clients.
     */
    class BaseAnthropic {
        /**
         * The active credential provider. Default credential resolution runs once
         * at construction time. If it fails, the error is surfaced on every
         * request and the client must be reconstructed — there is no retry path.
         *
         * Clones returned by {@link withOptions} share the parent's auth state
         * (provider, token cache, pending resolution, and any resolution error)
         * unless the caller passes an explicit `apiKey`, `authToken`,
         * `credentials`, `config`, or `profile` override.
         */
        get credentials() {
            return this._authState.provider;
        }
        /**
         * The `openTelemetry` option as this client settled it when it was constructed: `propagation` and
         * each field of `traces` from the option, or else its default. A client constructed without the
         * option has what the environment variables said. One constructed with `openTelemetry: false` has
         * `traces.enabled: false` here.
         *
         * The value is frozen. It is a valid `openTelemetry` option, so a copy of this client can change
         * one setting and keep the others:
         *
         * ```ts
         * const { openTelemetry } = client;
         * client.withOptions({
         *   openTelemetry: { ...openTelemetry, traces: { ...openTelemetry.traces, contentMode: 'content' } },
         * });
         * ```
         */
        get openTelemetry() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _BaseAnthropic_openTelemetry, "f");
        }
        /**
         * The instrumentation scope of this client's spans: the version of the package that the client
         * is from, and for the client of another platform the platform's name, which the scope's name
         * ends with. The clients for other platforms override it. The constructor calls it.
         * @internal
         */
        _instrumentationScope() {
            return { version: VERSION };
        }
        /**
         * API Client for interfacing with the Anthropic API.
         *
         * @param {string | null | undefined} [opts.apiKey=process.env['ANTHROPIC_API_KEY'] ?? null]
         * @param {string | null | undefined} [opts.authToken=process.env['ANTHROPIC_AUTH_TOKEN'] ?? null]
         * @param {string | null | undefined} [opts.webhookKey=process.env['ANTHROPIC_WEBHOOK_SIGNING_KEY'] ?? null]
         * @param {string} [opts.baseURL=process.env['ANTHROPIC_BASE_URL'] ?? https://api.anthropic.com] - Override the default base URL for the API.
         * @param {number} [opts.timeout=10 minutes] - The maximum amount of time (in milliseconds) the client will wait for a response before timing out.
         * @param {MergedRequestInit} [opts.fetchOptions] - Additional `RequestInit` options to be passed to `fetch` calls.
         * @param {Fetch} [opts.fetch] - Specify a custom `fetch` function implementation.
         * @param {number} [opts.maxRetries=2] - The maximum number of times the client will retry a request.
         * @param {HeadersLike} opts.defaultHeaders - Default headers to include with every request to the API.
         * @param {Record<string, string | undefined>} opts.defaultQuery - Default query parameters to include with every request to the API.
         * @param {boolean} [opts.dangerouslyAllowBrowser=false] - By default, client-side use of this library is not allowed, as it risks exposing your secret API credentials to attackers.
         */
        constructor({ baseURL = (0,utils_env/* readEnv */.s)('ANTHROPIC_BASE_URL'), apiKey, authToken, webhookKey = (0,utils_env/* readEnv */.s)('ANTHROPIC_WEBHOOK_SIGNING_KEY') ?? null, ...opts } = {}) {
            _BaseAnthropic_instances.add(this);
            this._requestAuthFlags = new WeakMap();
            _BaseAnthropic_encoder.set(this, void 0);
            _BaseAnthropic_apiKeyFunction.set(this, void 0);
            _BaseAnthropic_openTelemetry.set(this, void 0);
            /**
             * The `gen_ai.provider.name` of this client's spans: the platform that serves its requests.
             * The clients for third-party platforms override it.
             * @internal
             */
            this._genAIProviderName = 'anthropic';
            /**
             * Whether this client talks to a surface that holds message threads. `client.beta.messages.thread()` throws where
             * this is false, and `client.beta.messages.toolRunner()` sends the full history every turn.
             * @internal
             */
            this._supportsMessageThreads = false;
            const given = { apiKey, authToken, ...opts };
            const passed = utils_values/* CREDENTIAL_OPTIONS */.rn.filter((name) => given[name] != null);
            if (passed.length > 1) {
                const list = (names) => names.map((name) => `\`${name}\``).join(', ');
                throw new TypeError(`Pass at most one of ${list(utils_values/* CREDENTIAL_OPTIONS */.rn)}. Received ${list(passed)}.`);
            }
            const [passedName] = passed;
            // A credential passed in code is the client's only one, so the environment
            // is not read for another. `null` keeps that option's variable unread.
            const env = passedName != null ? null : ({
                apiKey: apiKey === undefined ? (0,utils_env/* readEnv */.s)('ANTHROPIC_API_KEY') : undefined,
                authToken: authToken === undefined ? (0,utils_env/* readEnv */.s)('ANTHROPIC_AUTH_TOKEN') : undefined,
            });
            const credential = passedName != null ? { type: passedName, value: given[passedName] }
                : env?.apiKey != null ? { type: 'apiKey', value: env.apiKey }
                    : env?.authToken != null ? { type: 'authToken', value: env.authToken }
                        : { type: 'defaultChain' };
            const options = {
                apiKey: credential.type === 'apiKey' ? credential.value : null,
                authToken: credential.type === 'authToken' ? credential.value : null,
                webhookKey,
                ...opts,
                baseURL: baseURL || `https://api.anthropic.com`,
            };
            if (!options.dangerouslyAllowBrowser && isRunningInBrowser()) {
                throw new core_error/* AnthropicError */.pJ("It looks like you're running in a browser-like environment.\n\nThis is disabled by default, as it risks exposing your secret API credentials to attackers.\nIf you understand the risks and have appropriate mitigations in place,\nyou can set the `dangerouslyAllowBrowser` option to `true`, e.g.,\n\nnew Anthropic({ apiKey, dangerouslyAllowBrowser: true });\n");
            }
            this.baseURL = options.baseURL;
            // After destructuring, `baseURL` is the constructor arg or
            // ANTHROPIC_BASE_URL — both count as an explicit choice that a profile
            // base_url must not override. A falsy value means we fell through to the
            // hardcoded default above and a profile may supply the host. withOptions()
            // propagates the parent's flag via __baseURLIsExplicit so a non-overriding
            // clone doesn't mistake the inherited baseURL for a caller-supplied one.
            this._baseURLIsExplicit = opts.__baseURLIsExplicit ?? !!baseURL;
            this.timeout = options.timeout ?? _a.DEFAULT_TIMEOUT /* 10 minutes */;
            this.logger = options.logger ?? console;
            // Set default logLevel early so that we can log a warning in parseLogLevel.
            this.logLevel = log/* defaultLogLevel */.Ic;
            this.logLevel =
                (0,log/* parseLogLevel */.ML)(options.logLevel, 'ClientOptions.logLevel', (0,log/* loggerFor */.WG)(this)) ??
                    (0,log/* parseLogLevel */.ML)((0,utils_env/* readEnv */.s)('ANTHROPIC_LOG'), "process.env['ANTHROPIC_LOG']", (0,log/* loggerFor */.WG)(this)) ??
                    log/* defaultLogLevel */.Ic;
            if (env?.apiKey != null && env.authToken != null && !warnedOfKeyAndTokenInEnv) {
                warnedOfKeyAndTokenInEnv = true;
                (0,log/* loggerFor */.WG)(this).warn('Anthropic: ANTHROPIC_API_KEY and ANTHROPIC_AUTH_TOKEN are both set. Using ANTHROPIC_API_KEY.');
            }
            this.fetchOptions = options.fetchOptions;
            this.maxRetries = (0,utils_values/* validatePositiveInteger */.wQ)('maxRetries', options.maxRetries ?? 2);
            const scope = this._instrumentationScope();
            (0,tslib/* __classPrivateFieldSet */.G)(this, _BaseAnthropic_openTelemetry, (0,tracing/* resolveOpenTelemetryOptions */.qw)(options.openTelemetry), "f");
            options.openTelemetry = (0,tslib/* __classPrivateFieldGet */.g)(this, _BaseAnthropic_openTelemetry, "f");
            this._tracer = (0,tracing/* guardTracing */.M5)(this, () => (0,tracing/* getTracer */.EK)((0,tslib/* __classPrivateFieldGet */.g)(this, _BaseAnthropic_openTelemetry, "f"), scope.version, scope.platform));
            this.fetch = options.fetch ?? shims/* getDefaultFetch */.We();
            (0,tslib/* __classPrivateFieldSet */.G)(this, _BaseAnthropic_encoder, FallbackEncoder, "f");
            this.middleware = [...(options.middleware ?? [])];
            const customHeadersEnv = (0,utils_env/* readEnv */.s)('ANTHROPIC_CUSTOM_HEADERS');
            if (customHeadersEnv) {
                const parsed = {};
                for (const line of customHeadersEnv.split('\n')) {
                    const colon = line.indexOf(':');
                    if (colon >= 0) {
                        parsed[line.substring(0, colon).trim()] = line.substring(colon + 1).trim();
                    }
                }
                options.defaultHeaders =
                    options.defaultHeaders instanceof Headers || Array.isArray(options.defaultHeaders) ?
                        (0,internal_headers/* buildHeaders */.db)([parsed, options.defaultHeaders])
                        : { ...parsed, ...options.defaultHeaders };
            }
            const inherited = opts.__auth;
            // Never persist the internal __auth handle on _options — it's a
            // one-shot constructor signal, and leaking it through _options would
            // cause withOptions() to spread a stale value into clones.
            delete options.__auth;
            delete options.__baseURLIsExplicit;
            this._options = options;
            this.apiKey = typeof options.apiKey === 'string' ? options.apiKey : null;
            (0,tslib/* __classPrivateFieldSet */.G)(this, _BaseAnthropic_apiKeyFunction, typeof options.apiKey === 'function' ? options.apiKey : null, "f");
            this.authToken = options.authToken ?? null;
            this.webhookKey = webhookKey;
            if (inherited) {
                this._authState = inherited;
                if (!this._baseURLIsExplicit && inherited.baseURL) {
                    this.baseURL = inherited.baseURL;
                }
            }
            else {
                this._authState = { provider: null, tokenCache: null, resolution: null, error: null, extraHeaders: {} };
                switch (credential.type) {
                    case 'apiKey':
                    case 'authToken':
                        break;
                    case 'credentials':
                        this._authState.provider = credential.value;
                        this._authState.tokenCache = this._makeTokenCache(credential.value);
                        break;
                    case 'config': {
                        const result = resolveCredentialsFromConfig(credential.value, this._credentialResolverOptions());
                        this._authState.provider = result.provider;
                        this._authState.tokenCache = this._makeTokenCache(result.provider);
                        this._authState.extraHeaders = result.extraHeaders;
                        this._applyCredentialBaseURL(result.baseURL);
                        break;
                    }
                    case 'profile':
                        this._authState.resolution = this._resolveDefaultCredentials(credential.value);
                        break;
                    case 'defaultChain':
                        if (this._shouldResolveDefaultCredentials()) {
                            // No explicit auth provided — lazily resolve from the credential
                            // chain on first request. Errors are captured into _auth.error and
                            // surfaced on first use rather than as an unhandled rejection.
                            this._authState.resolution = this._resolveDefaultCredentials();
                        }
                        break;
                    default:
                        (0,utils_values/* checkNever */.f2)(credential);
                }
            }
        }
        /**
         * Whether to lazily resolve auth from the default credential chain when no
         * explicit auth is configured. Called once from the constructor, so
         * overrides must not depend on subclass instance state. Subclasses that
         * bring their own auth scheme return false so unrelated local credentials
         * are never resolved or allowed to supply a base URL.
         */
        _shouldResolveDefaultCredentials() {
            return true;
        }
        /**
         * Stores a profile/config-supplied base URL on the shared auth state and, if
         * the caller did not pin `baseURL` via constructor option or env, adopts it
         * as this client's outbound API host. Precedence: ctor opt > env > profile >
         * hardcoded default.
         */
        _applyCredentialBaseURL(baseURL) {
            if (!baseURL)
                return;
            const normalized = baseURL.replace(/\/+$/, '');
            this._authState.baseURL = normalized;
            if (!this._baseURLIsExplicit) {
                this.baseURL = normalized;
            }
        }
        /**
         * Options bag passed into the credential chain. `baseURL` here is only the
         * fallback host for the token-exchange POST when the config itself omits
         * `base_url`; the chain returns the config's own `base_url` (if any) on
         * {@link CredentialResult.baseURL}, which {@link _applyCredentialBaseURL}
         * then adopts for outbound API requests. The two are deliberately decoupled
         * so this fallback never round-trips into precedence.
         */
        _credentialResolverOptions() {
            return {
                baseURL: this.baseURL,
                fetch: this._credentialsFetch(),
                userAgent: this.getUserAgent(),
                onCacheWriteError: (err) => {
                    (0,log/* loggerFor */.WG)(this).debug('credential cache write failed (best-effort)', err);
                },
                onSafetyWarning: (msg) => {
                    (0,log/* loggerFor */.WG)(this).warn(msg);
                },
            };
        }
        /**
         * A `Fetch` for first-party credential token-exchange requests (OIDC
         * federation jwt-bearer grants, user-OAuth refresh grants) that routes
         * through this client's middleware chain, so middleware observes token
         * traffic like any other request. Only client-level middleware applies:
         * a minted token is shared across requests, so attributing the exchange
         * to any one request's per-request middleware would be arbitrary. For the
         * same reason, `ctx.options` is undefined for these requests.
         */
        _credentialsFetch() {
            return wrapFetchWithMiddleware(this.fetch, this.middleware, undefined, this);
        }
        _makeTokenCache(provider) {
            return new TokenCache(provider, (err) => {
                (0,log/* loggerFor */.WG)(this).debug('advisory token refresh failed; serving cached token', err);
            });
        }
        /**
         * Create a new client instance re-using the same options given to the
         * current client with optional overriding.
         *
         * Passing `apiKey`, `authToken`, `credentials`, `config`, or `profile`
         * replaces the current client's credential, whatever its kind. With none of
         * them passed, the new client keeps it. Either way it keeps
         * `defaultHeaders`, including an `X-Api-Key` or `Authorization` set there.
         */
        withOptions(options) {
            // Left in, an `undefined` would overwrite the inherited credential and
            // send the clone back to the environment.
            options = { ...options };
            for (const name of utils_values/* CREDENTIAL_OPTIONS */.rn) {
                if (options[name] === undefined)
                    delete options[name];
            }
            // `null` counts here: it clears a credential, so the clone can't share.
            const overridesAuth = utils_values/* CREDENTIAL_OPTIONS */.rn.some((name) => name in options);
            const replacesCredential = utils_values/* CREDENTIAL_OPTIONS */.rn.some((name) => options[name] != null);
            const internal = {
                ...this._options,
                // Only forward baseURL when the caller (or env) explicitly chose it.
                // For a non-explicit parent, this.baseURL may have been mutated to the
                // profile-resolved host; pinning that as the clone's options.baseURL
                // would make _options on the clone misreport caller intent and would
                // leave the clone stuck on the parent's host across an auth override.
                // The clone instead receives the construction-time value via
                // ...this._options above and re-adopts the profile host through the
                // shared _authState.baseURL + __baseURLIsExplicit=false path.
                ...(this._baseURLIsExplicit ? { baseURL: this.baseURL } : {}),
                maxRetries: this.maxRetries,
                timeout: this.timeout,
                logger: this.logger,
                logLevel: this.logLevel,
                fetch: this.fetch,
                fetchOptions: this.fetchOptions,
                middleware: this.middleware,
                apiKey: this.apiKey ?? (0,tslib/* __classPrivateFieldGet */.g)(this, _BaseAnthropic_apiKeyFunction, "f"),
                authToken: this.authToken,
                webhookKey: this.webhookKey,
                // Left in, the inherited credential would trip the mutual-exclusion check.
                ...(replacesCredential ? Object.fromEntries(utils_values/* CREDENTIAL_OPTIONS */.rn.map((name) => [name, null])) : {}),
                ...options,
                openTelemetry: options.openTelemetry ?? (0,tslib/* __classPrivateFieldGet */.g)(this, _BaseAnthropic_openTelemetry, "f"),
                // Always set __auth so any stale value from ...this._options is
                // overwritten. undefined means "build fresh auth from these options".
                __auth: overridesAuth ? undefined : this._authState,
                __baseURLIsExplicit: 'baseURL' in options ? true : this._baseURLIsExplicit,
            };
            return new this.constructor(internal);
        }
        /**
         * Lazily resolves credentials from config files or environment variables.
         * Called once from the constructor when no explicit auth is provided, or
         * when an explicit `profile` was passed (in which case a missing/unresolved
         * profile is surfaced as an error instead of falling through to "no auth").
         * The returned promise is stored and awaited on the first request.
         */
        async _resolveDefaultCredentials(profile) {
            try {
                const result = await defaultCredentials(this._credentialResolverOptions(), profile);
                if (result) {
                    this._authState.provider = result.provider;
                    this._authState.tokenCache = this._makeTokenCache(result.provider);
                    this._authState.extraHeaders = result.extraHeaders;
                    this._applyCredentialBaseURL(result.baseURL);
                }
                else if (profile != null) {
                    throw new core_error/* AnthropicError */.pJ(`Profile "${profile}" could not be resolved (no <config_dir>/configs/${profile}.json found).`);
                }
            }
            catch (err) {
                this._authState.error = err;
            }
            finally {
                this._authState.resolution = null;
            }
        }
        defaultQuery() {
            return this._options.defaultQuery;
        }
        validateHeaders({ values, nulls }) {
            if (values.get('x-api-key') || values.get('authorization')) {
                return;
            }
            if (this._authState.error) {
                throw this._authState.error;
            }
            if (this._authState.tokenCache || this._authState.resolution) {
                return; // auth will be injected per-request via authHeaders
            }
            if (this.apiKey && values.get('authorization')) {
                return;
            }
            if (nulls.has('authorization')) {
                return;
            }
            if (this.authToken && values.get('authorization')) {
                return;
            }
            if (nulls.has('authorization')) {
                return;
            }
            throw new Error('Could not resolve authentication method. Expected one of apiKey, authToken, credentials, config, or profile to be set. Or for the "Authorization" header to be explicitly omitted');
        }
        _authFlags(opts) {
            let flags = this._requestAuthFlags.get(opts);
            if (!flags) {
                flags = { usedTokenCache: false, didRefreshFor401: false };
                this._requestAuthFlags.set(opts, flags);
            }
            return flags;
        }
        async authHeaders(opts) {
            // Wait for lazy credential resolution if it's in progress. If it failed,
            // return no auth headers — validateHeaders surfaces the stored error
            // after the explicit-header escape hatch has had a chance to apply.
            if (this._authState.resolution) {
                await this._authState.resolution;
            }
            if (this._authState.error) {
                return undefined;
            }
            if ((0,tslib/* __classPrivateFieldGet */.g)(this, _BaseAnthropic_apiKeyFunction, "f") && this.apiKey == null) {
                let apiKey;
                try {
                    apiKey = await (0,tslib/* __classPrivateFieldGet */.g)(this, _BaseAnthropic_apiKeyFunction, "f").call(this);
                }
                catch (err) {
                    throw new core_error/* AnthropicError */.pJ(`The \`apiKey\` function failed: ${(0,errors/* castToError */.r)(err).message}`, {
                        cause: err,
                    });
                }
                if (!apiKey) {
                    throw new core_error/* AnthropicError */.pJ(`The \`apiKey\` function must return a non-empty string. It returned ${JSON.stringify(apiKey)}.`);
                }
                return (0,internal_headers/* buildHeaders */.db)([{ Authorization: `Bearer ${apiKey}` }]);
            }
            // If we have a token cache and no API key is set, use token auth
            if (this._authState.tokenCache && this.apiKey == null) {
                const token = await this._authState.tokenCache.getToken();
                this._authFlags(opts).usedTokenCache = true;
                return (0,internal_headers/* buildHeaders */.db)([{ Authorization: `Bearer ${token}` }]);
            }
            return (0,internal_headers/* buildHeaders */.db)([await this.bearerAuth(opts), await this.apiKeyAuth(opts)]);
        }
        async apiKeyAuth(opts) {
            if (this.apiKey == null) {
                return undefined;
            }
            return (0,internal_headers/* buildHeaders */.db)([{ Authorization: `Bearer ${this.apiKey}` }]);
        }
        async bearerAuth(opts) {
            if (this.authToken == null) {
                return undefined;
            }
            return (0,internal_headers/* buildHeaders */.db)([{ Authorization: `Bearer ${this.authToken}` }]);
        }
        stringifyQuery(query) {
            return stringifyQuery(query);
        }
        getUserAgent() {
            return `Anthropic/JS ${VERSION}`;
        }
        makeStatusError(status, error, message, headers) {
            const body = (error ?? {});
            const errorCode = body.error?.details?.error_code;
            const errorClass = typeof errorCode === 'string' ? ERROR_CODE_CLASSES.get(`${status} ${errorCode}`) : undefined;
            if (errorClass) {
                return new errorClass(status, error, message, headers);
            }
            return core_error/* APIError */.LG.generate(status, error, message, headers);
        }
        buildURL(path, query, defaultBaseURL) {
            const baseURL = (!(0,tslib/* __classPrivateFieldGet */.g)(this, _BaseAnthropic_instances, "m", _BaseAnthropic_baseURLOverridden).call(this) && defaultBaseURL) || this.baseURL;
            const url = (0,utils_values/* isAbsoluteURL */.nt)(path) ?
                new URL(path)
                : new URL(baseURL + (baseURL.endsWith('/') && path.startsWith('/') ? path.slice(1) : path));
            const defaultQuery = this.defaultQuery();
            const pathQuery = Object.fromEntries(url.searchParams);
            if (!(0,utils_values/* isEmptyObj */.ze)(defaultQuery) || !(0,utils_values/* isEmptyObj */.ze)(pathQuery)) {
                query = { ...pathQuery, ...defaultQuery, ...query };
            }
            if (typeof query === 'object' && query && !Array.isArray(query)) {
                url.search = this.stringifyQuery(query);
            }
            return url.toString();
        }
        _calculateNonstreamingTimeout(maxTokens) {
            const defaultTimeout = 10 * 60;
            const expectedTimeout = (60 * 60 * maxTokens) / 128000;
            if (expectedTimeout > defaultTimeout) {
                throw new core_error/* AnthropicError */.pJ('Streaming is required for operations that may take longer than 10 minutes. ' +
                    'See https://platform.claude.com/docs/en/cli-sdks-libraries/sdks/typescript#streaming-responses for more details');
            }
            return defaultTimeout * 1000;
        }
        /**
         * Used as a callback for mutating the given `FinalRequestOptions` object.
         */
        async prepareOptions(options) { }
        /**
         * Used as a callback for mutating the given `RequestInit` object.
         *
         * This is useful for cases where you want to add certain headers based off of
         * the request properties, e.g. `method` or `url`.
         *
         * Runs after all middleware (including {@link backendMiddleware}),
         * immediately before each underlying fetch call, so it sees exactly what
         * goes over the wire, except the trace-context headers of a traced call
         * (`traceparent`, `tracestate`, `baggage`, and any other that the registered
         * propagator writes): the client sets them again after this hook, so that a
         * signature does not cover them. Middleware may replay a request by calling
         * `next()` more than once, so this hook can run multiple times per attempt:
         * overrides must be idempotent and overwrite headers from a previous
         * invocation rather than append to them.
         */
        async prepareRequest(request, { url, options }) {
            // Append auth-derived headers when using token auth. Done here (after all
            // header merging) rather than in authHeaders() so we append to any existing
            // anthropic-beta values instead of being overwritten by later header sources.
            if (this._authState.tokenCache && this.apiKey == null) {
                // Normalize to a Headers instance — custom fetch impls or polyfills can
                // hand back arrays / plain objects, and silently dropping the beta
                // header in that case would surface as a confusing server-side 4xx.
                const headers = request.headers instanceof Headers ? request.headers : new Headers(request.headers);
                for (const [k, v] of Object.entries(this._authState.extraHeaders)) {
                    if (!headers.has(k))
                        headers.set(k, v);
                }
                const existing = headers
                    .get('anthropic-beta')
                    ?.split(',')
                    .map((s) => s.trim());
                if (!existing?.includes(OAUTH_API_BETA_HEADER)) {
                    headers.set('anthropic-beta', [...(existing ?? []), OAUTH_API_BETA_HEADER].join(','));
                }
                request.headers = headers;
            }
        }
        /**
         * Internal {@link Middleware} composed innermost in the chain — inside both
         * client-level and per-request middleware, immediately around the underlying
         * `fetch`. Subclasses for third-party backends override this to adapt the
         * canonical Anthropic-shaped request to the backend's wire shape (URL/body
         * rewriting, request signing) and to normalize the wire response back to the
         * canonical shape (e.g. AWS EventStream to SSE).
         *
         * Running inside the user's middleware means user middleware always observes
         * canonical Anthropic-shaped traffic, and the adaptation re-runs (e.g.
         * re-signs) on every `next()` invocation, covering whatever the middleware
         * mutated. It does not see the trace-context headers of a traced call: see
         * {@link prepareRequest}.
         *
         * Errors thrown here follow the middleware error policy: they propagate to
         * the caller as-is — no retries, no `APIConnectionError` wrapping — unless
         * retryable (see {@link Middleware}); throw a `RetryableError` to opt into
         * the retry path.
         */
        backendMiddleware() {
            return [];
        }
        get(path, opts) {
            return this.methodRequest('get', path, opts);
        }
        post(path, opts) {
            return this.methodRequest('post', path, opts);
        }
        patch(path, opts) {
            return this.methodRequest('patch', path, opts);
        }
        put(path, opts) {
            return this.methodRequest('put', path, opts);
        }
        delete(path, opts) {
            return this.methodRequest('delete', path, opts);
        }
        methodRequest(method, path, opts) {
            return this.request(Promise.resolve(opts).then((opts) => {
                return { method, path, ...opts };
            }));
        }
        request(options, remainingRetries = null) {
            if (!this._tracer) {
                return new api_promise/* APIPromise */.C(this, this.makeRequest(options, remainingRetries, undefined));
            }
            return new api_promise/* APIPromise */.C(this, this.makeTracedRequest(options, remainingRetries));
        }
        /**
         * Makes the request inside the call span that the SDK method started and passed in the options
         * (`__span`). The span ends here when the call fails, and otherwise when the application has
         * read the response body: see `APIPromise`.
         */
        async makeTracedRequest(optionsInput, retriesRemaining) {
            const options = await optionsInput;
            const span = options.__span?.span;
            if (!span) {
                return this.makeRequest(options, retriesRemaining, undefined);
            }
            try {
                return await context_api/* context */._.with(trace_api/* trace */.u.setSpan(context_api/* context */._.active(), span), () => this.makeRequest(options, retriesRemaining, undefined, span));
            }
            catch (error) {
                const result = { status: 'error', options, error };
                (0,tracing/* guardTracing */.M5)(this, () => (0,tracing/* endApiCallSpan */.mx)(span, result));
                throw error;
            }
        }
        async makeRequest(optionsInput, retriesRemaining, retryOfRequestLogID, span) {
            const options = await optionsInput;
            let maxRetries = (0,utils_values/* validatePositiveInteger */.wQ)('maxRetries', options.maxRetries ?? this.maxRetries);
            if (this.isStreamBody(options.body)) {
                maxRetries = 0;
            }
            if (retriesRemaining == null) {
                retriesRemaining = maxRetries;
                // Top-level call: reset per-request auth flags so a reused options object
                // (via client.request(opts)) doesn't carry stale 401-refresh state.
                this._requestAuthFlags.delete(options);
            }
            await this.prepareOptions(options);
            const { req, url, timeout } = await this.buildRequest(options, {
                retryCount: maxRetries - retriesRemaining,
            });
            /** Not an API request ID, just for correlating local log entries. */
            const requestLogID = 'log_' + ((Math.random() * (1 << 24)) | 0).toString(16).padStart(6, '0');
            const retryLogStr = retryOfRequestLogID === undefined ? '' : `, retryOf: ${retryOfRequestLogID}`;
            if (span && this.openTelemetry.propagation) {
                req.headers = (0,tracing/* guardTracing */.M5)(this, () => (0,tracing/* injectTraceHeaders */.nf)(span, req.headers)) ?? req.headers;
            }
            const startTime = Date.now();
            if (options.signal?.aborted) {
                throw new core_error/* APIUserAbortError */.cH();
            }
            const controller = new AbortController();
            const response = await this.fetchWithTimeout(url, req, timeout, controller, options, {
                requestLogID,
                retryOfRequestLogID,
            }).catch(errors/* castToError */.r);
            const headersTime = Date.now();
            if (response instanceof globalThis.Error) {
                (0,request_signal/* releaseRequestSignal */.TI)(controller);
                const retryMessage = `retrying, ${retriesRemaining} attempts remaining`;
                if (options.signal?.aborted) {
                    throw new core_error/* APIUserAbortError */.cH();
                }
                // detect native connection timeout errors
                // deno throws "TypeError: error sending request for url (https://example/): client error (Connect): tcp connect error: Operation timed out (os error 60): Operation timed out (os error 60)"
                // undici throws "TypeError: fetch failed" with cause "ConnectTimeoutError: Connect Timeout Error (attempted address: example:443, timeout: 1ms)"
                // others do not provide enough information to distinguish timeouts from other connection errors
                const isTimeout = (0,errors/* isAbortError */.z)(response) ||
                    /timed? ?out/i.test(String(response) + ('cause' in response ? String(response.cause) : ''));
                // Errors thrown by middleware (user middleware and the backend adaptation
                // alike) propagate to the caller as-is — no retries, no APIConnectionError
                // wrapping — except retryable errors (timeouts/aborts, APIConnectionErrors,
                // and RetryableErrors, directly or in the `cause` chain), which stay on the
                // retry path.
                const hasMiddleware = this.middleware.length > 0 || !!options.middleware?.length || this.backendMiddleware().length > 0;
                if (hasMiddleware && !isTimeout && !isRetryableError(response)) {
                    (0,log/* loggerFor */.WG)(this).info(`[${requestLogID}] middleware error (not retryable)`);
                    (0,log/* debugLogRequestDetails */.dF)((0,log/* loggerFor */.WG)(this), `[${requestLogID}] middleware error (not retryable)`, {
                        retryOfRequestLogID,
                        url,
                        durationMs: headersTime - startTime,
                        message: response.message,
                    });
                    throw response;
                }
                if (retriesRemaining) {
                    (0,log/* loggerFor */.WG)(this).info(`[${requestLogID}] connection ${isTimeout ? 'timed out' : 'failed'} - ${retryMessage}`);
                    (0,log/* debugLogRequestDetails */.dF)((0,log/* loggerFor */.WG)(this), `[${requestLogID}] connection ${isTimeout ? 'timed out' : 'failed'} (${retryMessage})`, {
                        retryOfRequestLogID,
                        url,
                        durationMs: headersTime - startTime,
                        message: response.message,
                    });
                    return this.retryRequest(options, retriesRemaining, retryOfRequestLogID ?? requestLogID, span);
                }
                (0,log/* loggerFor */.WG)(this).info(`[${requestLogID}] connection ${isTimeout ? 'timed out' : 'failed'} - error; no more retries left`);
                (0,log/* debugLogRequestDetails */.dF)((0,log/* loggerFor */.WG)(this), `[${requestLogID}] connection ${isTimeout ? 'timed out' : 'failed'} (error; no more retries left)`, {
                    retryOfRequestLogID,
                    url,
                    durationMs: headersTime - startTime,
                    message: response.message,
                });
                if (isTimeout) {
                    throw new core_error/* APIConnectionTimeoutError */.qA();
                }
                // a retryable middleware-origin error is still the caller's error: once retries are
                // exhausted it propagates as-is rather than wrapped in APIConnectionError
                if (hasMiddleware && !isFetchOriginError(response)) {
                    throw response;
                }
                throw new core_error/* APIConnectionError */.xX({ cause: response });
            }
            const specialHeaders = [...response.headers.entries()]
                .filter(([name]) => name === 'request-id' || name === 'anthropic-workspace-id')
                .map(([name, value]) => ', ' + name + ': ' + JSON.stringify(value))
                .join('');
            const responseInfo = `[${requestLogID}${retryLogStr}${specialHeaders}] ${req.method} ${url} ${response.ok ? 'succeeded' : 'failed'} with status ${response.status} in ${headersTime - startTime}ms`;
            if (!response.ok) {
                const shouldRetry = await this.shouldRetry(response, options);
                if (retriesRemaining && shouldRetry) {
                    const retryMessage = `retrying, ${retriesRemaining} attempts remaining`;
                    // We don't need the body of this response.
                    await shims/* CancelReadableStream */.Dk(response.body);
                    (0,request_signal/* releaseRequestSignal */.TI)(controller);
                    (0,log/* loggerFor */.WG)(this).info(`${responseInfo} - ${retryMessage}`);
                    (0,log/* debugLogRequestDetails */.dF)((0,log/* loggerFor */.WG)(this), `[${requestLogID}] response error (${retryMessage})`, {
                        retryOfRequestLogID,
                        url: response.url,
                        status: response.status,
                        headers: response.headers,
                        durationMs: headersTime - startTime,
                    });
                    return this.retryRequest(options, retriesRemaining, retryOfRequestLogID ?? requestLogID, span, response.headers);
                }
                const retryMessage = shouldRetry ? `error; no more retries left` : `error; not retryable`;
                (0,log/* loggerFor */.WG)(this).info(`${responseInfo} - ${retryMessage}`);
                const errText = await response.text().catch((err) => (0,errors/* castToError */.r)(err).message);
                const errJSON = (0,utils_values/* safeJSON */.ml)(errText);
                const errMessage = errJSON ? undefined : errText;
                (0,log/* debugLogRequestDetails */.dF)((0,log/* loggerFor */.WG)(this), `[${requestLogID}] response error (${retryMessage})`, {
                    retryOfRequestLogID,
                    url: response.url,
                    status: response.status,
                    headers: response.headers,
                    body: errJSON ?? errText,
                    durationMs: Date.now() - startTime,
                });
                (0,request_signal/* releaseRequestSignal */.TI)(controller);
                const err = this.makeStatusError(response.status, errJSON, errMessage, response.headers);
                throw err;
            }
            (0,log/* loggerFor */.WG)(this).info(responseInfo);
            (0,log/* debugLogRequestDetails */.dF)((0,log/* loggerFor */.WG)(this), `[${requestLogID}] response start`, {
                retryOfRequestLogID,
                url: response.url,
                status: response.status,
                headers: response.headers,
                durationMs: headersTime - startTime,
            });
            (0,request_signal/* armAbandonmentBackstop */.dY)(response.body ?? response, controller);
            return { response, options, controller, requestLogID, retryOfRequestLogID, startTime };
        }
        getAPIList(path, Page, opts) {
            return this.requestAPIList(Page, opts && 'then' in opts ?
                opts.then((opts) => ({ method: 'get', path, ...opts }))
                : { method: 'get', path, ...opts });
        }
        requestAPIList(Page, options) {
            if (!this._tracer) {
                const request = this.makeRequest(options, null, undefined);
                return new pagination/* PagePromise */.nC(this, request, Page);
            }
            const request = this.makeTracedRequest(options, null);
            return new pagination/* PagePromise */.nC(this, request, Page);
        }
        async fetchWithTimeout(url, init, ms, controller, requestOptions, logCtx) {
            const { signal, method, ...options } = init || {};
            // Avoid creating a closure over `this`, `init`, or `options` to prevent memory leaks.
            // An arrow function like `() => controller.abort()` captures the surrounding scope,
            // which includes the request body and other large objects. When the user passes a
            // long-lived AbortSignal, the listener prevents those objects from being GC'd for
            // the lifetime of the signal. Using `.bind()` only retains a reference to the
            // controller itself.
            const abort = this._makeAbort(controller);
            if (signal) {
                signal.addEventListener('abort', abort, { once: true });
                (0,request_signal/* registerRequestSignalCleanup */.xx)(controller, signal, abort);
            }
            const isReadableBody = (globalThis.ReadableStream && options.body instanceof globalThis.ReadableStream) ||
                (typeof options.body === 'object' && options.body !== null && Symbol.asyncIterator in options.body);
            const fetchOptions = {
                signal: controller.signal,
                ...(isReadableBody ? { duplex: 'half' } : {}),
                method: 'GET',
                ...options,
            };
            if (method) {
                // Custom methods like 'patch' need to be uppercased
                // See https://github.com/nodejs/undici/issues/2294
                fetchOptions.method = method.toUpperCase();
            }
            // Arm the timeout around the underlying fetch only, not the middleware
            // chain — middleware can take arbitrarily long (or call `next` more than
            // once), and each inner-fetch invocation gets its own `ms` timer.
            const baseFetch = this.fetch;
            const timedFetch = async (innerUrl, innerInit) => {
                const timeout = setTimeout(abort, ms);
                try {
                    return await baseFetch.call(undefined, innerUrl, innerInit);
                }
                finally {
                    clearTimeout(timeout);
                }
            };
            // Prepare the request (auth signing and other `prepareRequest` hooks) as
            // the innermost step, after any middleware — including the backend
            // middleware, so it sees exactly what goes over the wire, except the trace
            // headers. Runs per inner-fetch invocation, so a request middleware rewrote
            // — or replayed via a second `next()` call — is prepared fresh each time.
            // Preparation is outside the timeout timer, matching its pre-middleware
            // behavior.
            const innerFetch = requestOptions === undefined ? timedFetch : (async (innerUrl, innerInit = {}) => {
                const innerUrlStr = typeof innerUrl === 'string' ? innerUrl
                    : innerUrl instanceof URL ? innerUrl.href
                        : innerUrl.url;
                innerInit.headers =
                    innerInit.headers instanceof Headers ? innerInit.headers : new Headers(innerInit.headers);
                let traceHeaders = [];
                if (requestOptions.__span) {
                    innerInit.headers = new Headers(innerInit.headers);
                    traceHeaders = takeTraceHeaders(innerInit.headers);
                }
                await this.prepareRequest(innerInit, { url: innerUrlStr, options: requestOptions });
                if (traceHeaders.length) {
                    innerInit.headers = (0,internal_headers/* buildHeaders */.db)([innerInit.headers, traceHeaders]).values;
                }
                const call = requestOptions.__span;
                if (call) {
                    (0,tracing/* guardTracing */.M5)(this, () => (0,tracing/* recordAttempt */.fh)(call, innerInit.method ?? 'GET', innerUrlStr, this.openTelemetry.traces.contentMode === 'content'));
                }
                if (logCtx) {
                    (0,log/* debugLogRequestDetails */.dF)((0,log/* loggerFor */.WG)(this), `[${logCtx.requestLogID}] sending request`, {
                        retryOfRequestLogID: logCtx.retryOfRequestLogID,
                        method: innerInit.method,
                        url: innerUrlStr,
                        options: requestOptions,
                        headers: innerInit.headers,
                    });
                }
                return timedFetch(innerUrl, innerInit);
            });
            const requestMiddleware = requestOptions?.middleware;
            const backendMiddleware = requestOptions?.__span ? this.backendMiddleware().map(withoutTraceHeaders) : this.backendMiddleware();
            const allMiddleware = requestMiddleware?.length || backendMiddleware.length ?
                [...this.middleware, ...(requestMiddleware ?? []), ...backendMiddleware]
                : this.middleware;
            return await wrapFetchWithMiddleware(innerFetch, allMiddleware, requestOptions, this)(url, fetchOptions);
        }
        async shouldRetry(response, options) {
            // Reactive refresh: on a 401 from a request that used the token cache,
            // invalidate and retry once. Only fires when this specific request was
            // bearer-authenticated (not when an apiKey was used) and only once per
            // request — a second 401 after refresh falls through to the normal
            // retry policy below (which treats 4xx as non-retryable).
            const flags = this._authFlags(options);
            if (response.status === 401 &&
                this._authState.tokenCache &&
                flags.usedTokenCache &&
                !flags.didRefreshFor401) {
                flags.didRefreshFor401 = true;
                this._authState.tokenCache.invalidate();
                return true;
            }
            // Note this is not a standard header.
            const shouldRetryHeader = response.headers.get('x-should-retry');
            // If the server explicitly says whether or not to retry, obey.
            if (shouldRetryHeader === 'true')
                return true;
            if (shouldRetryHeader === 'false')
                return false;
            // Retry on request timeouts.
            if (response.status === 408)
                return true;
            // Retry on lock timeouts.
            if (response.status === 409)
                return true;
            // Retry on rate limits.
            if (response.status === 429)
                return true;
            // Retry internal errors.
            if (response.status >= 500)
                return true;
            return false;
        }
        async retryRequest(options, retriesRemaining, requestLogID, span, responseHeaders) {
            let timeoutMillis;
            // Note the `retry-after-ms` header may not be standard, but is a good idea and we'd like proactive support for it.
            const retryAfterMillisHeader = responseHeaders?.get('retry-after-ms');
            if (retryAfterMillisHeader) {
                const timeoutMs = parseFloat(retryAfterMillisHeader);
                if (!Number.isNaN(timeoutMs)) {
                    timeoutMillis = timeoutMs;
                }
            }
            // About the Retry-After header: https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Retry-After
            const retryAfterHeader = responseHeaders?.get('retry-after');
            if (retryAfterHeader && !timeoutMillis) {
                const timeoutSeconds = parseFloat(retryAfterHeader);
                if (!Number.isNaN(timeoutSeconds)) {
                    timeoutMillis = timeoutSeconds * 1000;
                }
                else {
                    timeoutMillis = Date.parse(retryAfterHeader) - Date.now();
                }
            }
            // If the API asks us to wait a certain amount of time, do what it says, as long as it's a positive delay that
            // one timer can represent (setTimeout fires after 1ms for anything above 2^31 - 1). Otherwise (no header, an
            // unparseable value, zero/negative, a date in the past) calculate a default.
            if (timeoutMillis === undefined || !(timeoutMillis > 0 && timeoutMillis <= 2 ** 31 - 1)) {
                const maxRetries = options.maxRetries ?? this.maxRetries;
                timeoutMillis = this.calculateDefaultRetryTimeoutMillis(retriesRemaining, maxRetries);
            }
            await sleep(timeoutMillis, options.signal ?? undefined);
            return this.makeRequest(options, retriesRemaining - 1, requestLogID, span);
        }
        calculateDefaultRetryTimeoutMillis(retriesRemaining, maxRetries) {
            const initialRetryDelay = 0.5;
            const maxRetryDelay = 8.0;
            const numRetries = maxRetries - retriesRemaining;
            // Apply exponential backoff, but not more than the max.
            const sleepSeconds = Math.min(initialRetryDelay * Math.pow(2, numRetries), maxRetryDelay);
            // Apply some jitter, take up to at most 25 percent of the retry time.
            const jitter = 1 - Math.random() * 0.25;
            return sleepSeconds * jitter * 1000;
        }
        calculateNonstreamingTimeout(maxTokens, maxNonstreamingTokens) {
            const maxTime = 60 * 60 * 1000; // 60 minutes
            const defaultTime = 60 * 10 * 1000; // 10 minutes
            const expectedTime = (maxTime * maxTokens) / 128000;
            if (expectedTime > defaultTime || (maxNonstreamingTokens != null && maxTokens > maxNonstreamingTokens)) {
                throw new core_error/* AnthropicError */.pJ('Streaming is required for operations that may take longer than 10 minutes. See https://platform.claude.com/docs/en/cli-sdks-libraries/sdks/typescript#long-requests for more details');
            }
            return defaultTime;
        }
        async buildRequest(inputOptions, { retryCount = 0 } = {}) {
            const options = { ...inputOptions };
            const { method, path, query, defaultBaseURL } = options;
            // Lazy credential resolution may carry a profile-supplied baseURL. Await
            // it before building the request URL so the very first request — and
            // requests on withOptions() clones created before resolution settled —
            // hit the profile's host rather than the hardcoded default.
            if (this._authState.resolution) {
                await this._authState.resolution;
            }
            if (!this._baseURLIsExplicit && this._authState.baseURL && this.baseURL !== this._authState.baseURL) {
                this.baseURL = this._authState.baseURL;
            }
            const url = this.buildURL(path, query, defaultBaseURL);
            if ('timeout' in options)
                (0,utils_values/* validatePositiveInteger */.wQ)('timeout', options.timeout);
            options.timeout = options.timeout ?? this.timeout;
            const { bodyHeaders, body } = this.buildBody({ options });
            const reqHeaders = await this.buildHeaders({
                options: inputOptions,
                method,
                bodyHeaders,
                retryCount,
                timeout: options.timeout,
            });
            const req = {
                method,
                headers: reqHeaders,
                ...(options.signal && { signal: options.signal }),
                ...(globalThis.ReadableStream &&
                    body instanceof globalThis.ReadableStream && { duplex: 'half' }),
                ...(body && { body }),
                ...(this.fetchOptions ?? {}),
                ...(options.fetchOptions ?? {}),
            };
            return { req, url, timeout: options.timeout };
        }
        async buildHeaders({ options, method, bodyHeaders, retryCount, timeout, }) {
            const headers = (0,internal_headers/* buildHeaders */.db)([
                {
                    Accept: 'application/json',
                    'User-Agent': this.getUserAgent(),
                    'X-Stainless-Retry-Count': String(retryCount),
                    'X-Stainless-Timeout': String(Math.trunc(timeout / 1000)),
                    ...getPlatformHeaders(),
                    ...(this._options.dangerouslyAllowBrowser ?
                        { 'anthropic-dangerous-direct-browser-access': 'true' }
                        : undefined),
                    'anthropic-version': '2026-10-21',
                },
                await this.authHeaders(options),
                this._options.defaultHeaders,
                bodyHeaders,
                options.headers,
            ]);
            this.validateHeaders(headers);
            return headers.values;
        }
        _makeAbort(controller) {
            // note: we can't just inline this method inside `fetchWithTimeout()` because then the closure
            //       would capture all request options, and cause a memory leak.
            return () => controller.abort();
        }
        buildBody({ options: { body, headers: rawHeaders } }) {
            if (!body) {
                return { bodyHeaders: undefined, body: undefined };
            }
            const headers = (0,internal_headers/* buildHeaders */.db)([rawHeaders]);
            if (
            // Pass raw type verbatim
            ArrayBuffer.isView(body) ||
                body instanceof ArrayBuffer ||
                body instanceof DataView ||
                (typeof body === 'string' &&
                    // Preserve legacy string encoding behavior for now
                    headers.values.has('content-type')) ||
                // `Blob` is superset of `File`
                (globalThis.Blob && body instanceof globalThis.Blob) ||
                // `FormData` -> `multipart/form-data`
                body instanceof FormData ||
                // `URLSearchParams` -> `application/x-www-form-urlencoded`
                body instanceof URLSearchParams ||
                // Send chunked stream (each chunk has own `length`)
                (globalThis.ReadableStream && body instanceof globalThis.ReadableStream)) {
                return { bodyHeaders: undefined, body: body };
            }
            else if (this.isStreamBody(body)) {
                return { bodyHeaders: undefined, body: shims/* ReadableStreamFrom */.VG(body) };
            }
            else if (typeof body === 'object' &&
                headers.values.get('content-type') === 'application/x-www-form-urlencoded') {
                return {
                    bodyHeaders: { 'content-type': 'application/x-www-form-urlencoded' },
                    body: this.stringifyQuery(body),
                };
            }
            else {
                return (0,tslib/* __classPrivateFieldGet */.g)(this, _BaseAnthropic_encoder, "f").call(this, { body, headers });
            }
        }
        /**
         * Whether `body` is sent as a stream, which can be read only once:
         * a `ReadableStream`, an async iterable or an iterator.
         */
        isStreamBody(body) {
            if (globalThis.ReadableStream && body instanceof globalThis.ReadableStream) {
                return true;
            }
            return (typeof body === 'object' &&
                body !== null &&
                (Symbol.asyncIterator in body ||
                    (Symbol.iterator in body && 'next' in body && typeof body.next === 'function')));
        }
    }
    _a = BaseAnthropic, _BaseAnthropic_encoder = new WeakMap(), _BaseAnthropic_apiKeyFunction = new WeakMap(), _BaseAnthropic_openTelemetry = new WeakMap(), _BaseAnthropic_instances = new WeakSet(), _BaseAnthropic_baseURLOverridden = function _BaseAnthropic_baseURLOverridden() {
        return this.baseURL !== 'https://api.anthropic.com';
    };
    BaseAnthropic.Anthropic = _a;
    BaseAnthropic.DEFAULT_TIMEOUT = 600000; // 10 minutes
    BaseAnthropic.AnthropicError = core_error/* AnthropicError */.pJ;
    BaseAnthropic.APIError = core_error/* APIError */.LG;
    BaseAnthropic.APIConnectionError = core_error/* APIConnectionError */.xX;
    BaseAnthropic.APIConnectionTimeoutError = core_error/* APIConnectionTimeoutError */.qA;
    BaseAnthropic.APIUserAbortError = core_error/* APIUserAbortError */.cH;
    BaseAnthropic.NotFoundError = core_error/* NotFoundError */.m_;
    BaseAnthropic.ConflictError = core_error/* ConflictError */.fK;
    BaseAnthropic.RateLimitError = core_error/* RateLimitError */.OE;
    BaseAnthropic.BadRequestError = core_error/* BadRequestError */.v7;
    BaseAnthropic.OverloadedError = core_error/* OverloadedError */.Ed;
    BaseAnthropic.AuthenticationError = core_error/* AuthenticationError */.v3;
    BaseAnthropic.RequestTimeoutError = core_error/* RequestTimeoutError */.DH;
    BaseAnthropic.InternalServerError = core_error/* InternalServerError */.PO;
    BaseAnthropic.NotImplementedError = core_error/* NotImplementedError */.EH;
    BaseAnthropic.GatewayTimeoutError = core_error/* GatewayTimeoutError */.Ee;
    BaseAnthropic.PaymentRequiredError = core_error/* PaymentRequiredError */.yP;
    BaseAnthropic.ContentTooLargeError = core_error/* ContentTooLargeError */.xD;
    BaseAnthropic.PermissionDeniedError = core_error/* PermissionDeniedError */.Ll;
    BaseAnthropic.PreconditionFailedError = core_error/* PreconditionFailedError */.k9;
    BaseAnthropic.ServiceUnavailableError = core_error/* ServiceUnavailableError */.us;
    BaseAnthropic.UnprocessableEntityError = core_error/* UnprocessableEntityError */.Is;
    BaseAnthropic.ClientClosedRequestError = core_error/* ClientClosedRequestError */.Xo;
    BaseAnthropic.RequestHeaderFieldsTooLargeError = core_error/* RequestHeaderFieldsTooLargeError */.xL;
    BaseAnthropic.toFile = toFile;
    return BaseAnthropic;
})();
/**
 * API Client for interfacing with the Anthropic API.
 */
var Anthropic = /* @__PURE__ */ (/* unused pure expression or super */ null && ((() => {
    /**
     * API Client for interfacing with the Anthropic API.
     */
    class Anthropic extends BaseAnthropic {
        constructor() {
            super(...arguments);
            /** @internal */
            this._supportsMessageThreads = true;
            this.messages = new API.Messages(this);
            this.models = new API.Models(this);
            this.files = new API.Files(this);
            this.skills = new API.Skills(this);
            this.userProfiles = new API.UserProfiles(this);
            this.organization = new API.Organization(this);
            this.beta = new API.Beta(this);
        }
    }
    Anthropic.Messages = Messages;
    Anthropic.AvailableToolsLimitExceededError = AvailableToolsLimitExceededError;
    Anthropic.CompactionBlockAmbiguousError = CompactionBlockAmbiguousError;
    Anthropic.CompactionBlockMisplacedError = CompactionBlockMisplacedError;
    Anthropic.CompactionContentMismatchError = CompactionContentMismatchError;
    Anthropic.CompactionIncompleteTurnError = CompactionIncompleteTurnError;
    Anthropic.CompactionNothingToSummarizeError = CompactionNothingToSummarizeError;
    Anthropic.CompactionSignatureInvalidError = CompactionSignatureInvalidError;
    Anthropic.CompactionTooManyToolReferencesError = CompactionTooManyToolReferencesError;
    Anthropic.CompactionToolChangesMismatchError = CompactionToolChangesMismatchError;
    Anthropic.ImageDimensionsTooLargeError = ImageDimensionsTooLargeError;
    Anthropic.ThreadAlreadyContinuedError = ThreadAlreadyContinuedError;
    Anthropic.ThreadContinueInFlightError = ThreadContinueInFlightError;
    Anthropic.ThreadFingerprintMismatchError = ThreadFingerprintMismatchError;
    Anthropic.ThreadUnsupportedRequestError = ThreadUnsupportedRequestError;
    Anthropic.ToolNameConflictError = ToolNameConflictError;
    Anthropic.ToolReferenceUnresolvedError = ToolReferenceUnresolvedError;
    Anthropic.ThreadNotFoundError = ThreadNotFoundError;
    Anthropic.CompactionUnavailableError = CompactionUnavailableError;
    Anthropic.Models = Models;
    Anthropic.Files = Files;
    Anthropic.FileNotDownloadableError = FileNotDownloadableError;
    Anthropic.StorageQuotaExceededError = StorageQuotaExceededError;
    Anthropic.FileExpiredError = FileExpiredError;
    Anthropic.Skills = Skills;
    Anthropic.SkillReadBlockedUndecryptableError = SkillReadBlockedUndecryptableError;
    Anthropic.UserProfiles = UserProfiles;
    Anthropic.UserProfileNotFoundError = UserProfileNotFoundError;
    Anthropic.UserProfileRequiredError = UserProfileRequiredError;
    Anthropic.UserProfileBillingNotAuthorizedError = UserProfileBillingNotAuthorizedError;
    Anthropic.UserProfileNotBillableError = UserProfileNotBillableError;
    Anthropic.Organization = Organization;
    Anthropic.OrgMemberLimitExceededError = OrgMemberLimitExceededError;
    Anthropic.RBACRoleNotFoundError = RBACRoleNotFoundError;
    Anthropic.ConcurrentMembershipChangeError = ConcurrentMembershipChangeError;
    Anthropic.Beta = Beta;
    Anthropic.BetaOrganizationNotEnrolledInBetaError = BetaOrganizationNotEnrolledInBetaError;
    Anthropic.BetaRequestBodyTimeoutError = BetaRequestBodyTimeoutError;
    Anthropic.BetaUnsupportedCharsetError = BetaUnsupportedCharsetError;
    Anthropic.ClaudeCodeKeyCreatorNotMemberError = ClaudeCodeKeyCreatorNotMemberError;
    Anthropic.ClaudeCodeVersionTooOldError = ClaudeCodeVersionTooOldError;
    Anthropic.CMEKKeyDisabledError = CMEKKeyDisabledError;
    Anthropic.CMEKKeyNetworkBlockedError = CMEKKeyNetworkBlockedError;
    Anthropic.OrganizationOnHoldError = OrganizationOnHoldError;
    Anthropic.OrganizationTypeNotSupportedError = OrganizationTypeNotSupportedError;
    Anthropic.ParentOrganizationRequiredError = ParentOrganizationRequiredError;
    Anthropic.RequestBodyEncodingInvalidError = RequestBodyEncodingInvalidError;
    Anthropic.RequestBodyEncodingUnsupportedError = RequestBodyEncodingUnsupportedError;
    Anthropic.LinkedOrganizationBillingUnavailableError = LinkedOrganizationBillingUnavailableError;
    Anthropic.LinkedOrganizationSpendLimitReachedError = LinkedOrganizationSpendLimitReachedError;
    Anthropic.SandboxEgressRestrictedError = SandboxEgressRestrictedError;
    Anthropic.RequestBodyTooLargeAfterDecodingError = RequestBodyTooLargeAfterDecodingError;
    Anthropic.ContractSpendLimitReachedError = ContractSpendLimitReachedError;
    Anthropic.EnforcedSpendLimitReachedError = EnforcedSpendLimitReachedError;
    Anthropic.RampLimitExceededError = RampLimitExceededError;
    Anthropic.CMEKContextUnavailableError = CMEKContextUnavailableError;
    Anthropic.CMEKKeyUnreachableError = CMEKKeyUnreachableError;
    return Anthropic;
})()));
//# sourceMappingURL=client.mjs.map

/***/ }),

/***/ 65734:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ APIPromise)
/* harmony export */ });
/* harmony import */ var _internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33364);
/* harmony import */ var _internal_parse_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14981);
/* harmony import */ var _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87168);
/* harmony import */ var _internal_uploads_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38686);
/* harmony import */ var _lib_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73859);
var _APIPromise_client;





/**
 * A subclass of `Promise` providing additional helper methods
 * for interacting with the SDK.
 */
var APIPromise = /* @__PURE__ */ (() => {
    /**
     * A subclass of `Promise` providing additional helper methods
     * for interacting with the SDK.
     */
    class APIPromise extends Promise {
        constructor(client, responsePromise, parseResponse = _internal_parse_mjs__WEBPACK_IMPORTED_MODULE_0__/* .defaultParseResponse */ .c) {
            super((resolve) => {
                // this is maybe a bit weird but this has to be a no-op to not implicitly
                // parse the response body; instead .then, .catch, .finally are overridden
                // to parse the response
                resolve(null);
            });
            this.responsePromise = responsePromise;
            this.parseResponse = parseResponse;
            _APIPromise_client.set(this, void 0);
            (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldSet */ .G)(this, _APIPromise_client, client, "f");
        }
        /** @internal The unparsed response with its request metadata, for helpers that build one request on another. */
        _responseProps() {
            return this.responsePromise;
        }
        _thenUnwrap(transform) {
            return new APIPromise((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), this.responsePromise, async (client, props) => (0,_internal_parse_mjs__WEBPACK_IMPORTED_MODULE_0__/* .addResponseIDs */ .F)(transform(await this.parseResponse(client, props), props), props.response));
        }
        /**
         * Gets the raw `Response` instance instead of parsing the response
         * data.
         *
         * If you want to parse the response body but still get the `Response`
         * instance, you can use {@link withResponse()}.
         *
         * 👋 Getting the wrong TypeScript type for `Response`?
         * Try setting `"moduleResolution": "NodeNext"` or add `"lib": ["DOM"]`
         * to your `tsconfig.json`.
         */
        asResponse() {
            return this.responsePromise.then((props) => {
                // A traced API call's span ends with the body. A response read this way, before any parse
                // of its body has begun, may never be parsed, so its span ends now, without the body.
                const span = props.options.__span?.span;
                if (span && !this.parsedPromise) {
                    const result = { status: 'success', ...props, data: undefined };
                    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .endApiCallSpan */ .mx)(span, result));
                }
                return props.response;
            });
        }
        /**
         * Gets the parsed response data, the raw `Response` instance and the ID of the request,
         * returned via the `request-id` header which is useful for debugging requests and resporting
         * issues to Anthropic.
         *
         * If you just want to get the raw `Response` instance without parsing it,
         * you can use {@link asResponse()}.
         *
         * 👋 Getting the wrong TypeScript type for `Response`?
         * Try setting `"moduleResolution": "NodeNext"` or add `"lib": ["DOM"]`
         * to your `tsconfig.json`.
         */
        async withResponse() {
            const [data, response] = await Promise.all([this.parse(), this.asResponse()]);
            return {
                data,
                response,
                request_id: response.headers.get('request-id'),
                workspace_id: response.headers.get('anthropic-workspace-id'),
            };
        }
        parse() {
            if (!this.parsedPromise) {
                this.parsedPromise = this.responsePromise.then((props) => this.parseResponseTraced(props));
            }
            return this.parsedPromise;
        }
        /**
         * Parses the body of an API call. When the call has a span, the span ends with the parse, or,
         * when the parse returns a streamed body, when the application has read that stream.
         */
        async parseResponseTraced(props) {
            const call = props.options.__span;
            if (!call) {
                return this.parseResponse((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), props);
            }
            const { span } = call;
            let data;
            try {
                data = await this.parseResponse((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), props);
            }
            catch (error) {
                const result = { status: 'error', ...props, error };
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .endApiCallSpan */ .mx)(span, result));
                throw error;
            }
            const result = { status: 'success', ...props, data };
            (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .setCreatedIDAttribute */ .o7)(call, data));
            if (props.options.stream && (0,_internal_uploads_mjs__WEBPACK_IMPORTED_MODULE_3__/* .isAsyncIterable */ .Td)(data)) {
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_lib_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_4__/* .endAnthropicApiCallSpanWhenStreamEnds */ ._q)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), span, data, props));
            }
            else {
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .endApiCallSpan */ .mx)(span, result));
            }
            return data;
        }
        then(onfulfilled, onrejected) {
            return this.parse().then(onfulfilled, onrejected);
        }
        catch(onrejected) {
            return this.parse().catch(onrejected);
        }
        finally(onfinally) {
            return this.parse().finally(onfinally);
        }
    }
    _APIPromise_client = new WeakMap();
    return APIPromise;
})();
//# sourceMappingURL=api-promise.mjs.map

/***/ }),

/***/ 25064:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ RequestTimeoutError),
/* harmony export */   EH: () => (/* binding */ NotImplementedError),
/* harmony export */   Ed: () => (/* binding */ OverloadedError),
/* harmony export */   Ee: () => (/* binding */ GatewayTimeoutError),
/* harmony export */   Is: () => (/* binding */ UnprocessableEntityError),
/* harmony export */   LG: () => (/* binding */ APIError),
/* harmony export */   Ll: () => (/* binding */ PermissionDeniedError),
/* harmony export */   OE: () => (/* binding */ RateLimitError),
/* harmony export */   PO: () => (/* binding */ InternalServerError),
/* harmony export */   Xo: () => (/* binding */ ClientClosedRequestError),
/* harmony export */   cH: () => (/* binding */ APIUserAbortError),
/* harmony export */   dw: () => (/* binding */ RetryableError),
/* harmony export */   fK: () => (/* binding */ ConflictError),
/* harmony export */   k9: () => (/* binding */ PreconditionFailedError),
/* harmony export */   m_: () => (/* binding */ NotFoundError),
/* harmony export */   pJ: () => (/* binding */ AnthropicError),
/* harmony export */   qA: () => (/* binding */ APIConnectionTimeoutError),
/* harmony export */   us: () => (/* binding */ ServiceUnavailableError),
/* harmony export */   v3: () => (/* binding */ AuthenticationError),
/* harmony export */   v7: () => (/* binding */ BadRequestError),
/* harmony export */   xD: () => (/* binding */ ContentTooLargeError),
/* harmony export */   xL: () => (/* binding */ RequestHeaderFieldsTooLargeError),
/* harmony export */   xX: () => (/* binding */ APIConnectionError),
/* harmony export */   yP: () => (/* binding */ PaymentRequiredError)
/* harmony export */ });
/* harmony import */ var _internal_errors_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62533);

var AnthropicError = /* @__PURE__ */ (() => {
    class AnthropicError extends Error {
        /** @internal */
        constructor(message, options) {
            super(message, options);
            Object.defineProperty(this, 'name', { value: new.target._errorName, writable: true, configurable: true });
        }
    }
    /** @internal */
    AnthropicError._errorName = 'AnthropicError';
    return AnthropicError;
})();
var APIError = /* @__PURE__ */ (() => {
    class APIError extends AnthropicError {
        constructor(status, error, message, headers, type) {
            super(`${APIError.makeMessage(status, error, message)}`);
            this.status = status;
            this.headers = headers;
            this.requestID = headers?.get('request-id');
            this.workspaceID = headers?.get('anthropic-workspace-id');
            this.error = error;
            const body = (error ?? {});
            this.apiMessage = body.error?.message ?? null;
            this.type = type ?? body.error?.type ?? null;
            const errorCode = body.error?.details?.error_code;
            this.errorCode = typeof errorCode === 'string' ? errorCode : null;
            this.details = body.error?.details ?? null;
        }
        static makeMessage(status, error, message) {
            const msg = error?.message ?
                typeof error.message === 'string' ?
                    error.message
                    : JSON.stringify(error.message)
                : error ? JSON.stringify(error)
                    : message;
            if (status && msg) {
                return `${status} ${msg}`;
            }
            if (status) {
                return `${status} status code (no body)`;
            }
            if (msg) {
                return msg;
            }
            return '(no status code or body)';
        }
        static generate(status, errorResponse, message, headers) {
            if (!status || !headers) {
                return new APIConnectionError({ message, cause: (0,_internal_errors_mjs__WEBPACK_IMPORTED_MODULE_0__/* .castToError */ .r)(errorResponse) });
            }
            const error = errorResponse;
            const errorClass = STATUS_ERROR_CLASSES.get(status);
            if (errorClass) {
                return new errorClass(status, error, message, headers);
            }
            if (status >= 500) {
                return new InternalServerError(status, error, message, headers);
            }
            return new APIError(status, error, message, headers);
        }
    }
    /** @internal */
    APIError._errorName = 'APIError';
    return APIError;
})();
var APIUserAbortError = /* @__PURE__ */ (() => {
    class APIUserAbortError extends APIError {
        constructor({ message } = {}) {
            super(undefined, undefined, message || 'Request was aborted.', undefined);
        }
    }
    /** @internal */
    APIUserAbortError._errorName = 'APIUserAbortError';
    return APIUserAbortError;
})();
var APIConnectionError = /* @__PURE__ */ (() => {
    class APIConnectionError extends APIError {
        constructor({ message, cause }) {
            super(undefined, undefined, message || 'Connection error.', undefined);
            // in some environments the 'cause' property is already declared
            // @ts-ignore
            if (cause)
                this.cause = cause;
        }
    }
    /** @internal */
    APIConnectionError._errorName = 'APIConnectionError';
    return APIConnectionError;
})();
var APIConnectionTimeoutError = /* @__PURE__ */ (() => {
    class APIConnectionTimeoutError extends APIConnectionError {
        constructor({ message } = {}) {
            super({ message: message ?? 'Request timed out.' });
        }
    }
    /** @internal */
    APIConnectionTimeoutError._errorName = 'APIConnectionTimeoutError';
    return APIConnectionTimeoutError;
})();
/**
 * An error that opts into the SDK's retry policy: throw it (e.g. from
 * middleware) to have the attempt retried.
 *
 * Note that the request will only be retried when `maxRetries` has not been exhausted.
 */
var RetryableError = /* @__PURE__ */ (() => {
    /**
     * An error that opts into the SDK's retry policy: throw it (e.g. from
     * middleware) to have the attempt retried.
     *
     * Note that the request will only be retried when `maxRetries` has not been exhausted.
     */
    class RetryableError extends AnthropicError {
        constructor(message, { cause } = {}) {
            super(message ?? 'Retryable error.');
            // in some environments the 'cause' property is already declared
            // @ts-ignore
            if (cause !== undefined)
                this.cause = cause;
        }
    }
    /** @internal */
    RetryableError._errorName = 'RetryableError';
    return RetryableError;
})();
var BadRequestError = /* @__PURE__ */ (() => {
    class BadRequestError extends APIError {
    }
    /** @internal */
    BadRequestError._errorName = 'BadRequestError';
    return BadRequestError;
})();
var AuthenticationError = /* @__PURE__ */ (() => {
    class AuthenticationError extends APIError {
    }
    /** @internal */
    AuthenticationError._errorName = 'AuthenticationError';
    return AuthenticationError;
})();
var PaymentRequiredError = /* @__PURE__ */ (() => {
    class PaymentRequiredError extends APIError {
    }
    /** @internal */
    PaymentRequiredError._errorName = 'PaymentRequiredError';
    return PaymentRequiredError;
})();
var PermissionDeniedError = /* @__PURE__ */ (() => {
    class PermissionDeniedError extends APIError {
    }
    /** @internal */
    PermissionDeniedError._errorName = 'PermissionDeniedError';
    return PermissionDeniedError;
})();
var NotFoundError = /* @__PURE__ */ (() => {
    class NotFoundError extends APIError {
    }
    /** @internal */
    NotFoundError._errorName = 'NotFoundError';
    return NotFoundError;
})();
var RequestTimeoutError = /* @__PURE__ */ (() => {
    class RequestTimeoutError extends APIError {
    }
    /** @internal */
    RequestTimeoutError._errorName = 'RequestTimeoutError';
    return RequestTimeoutError;
})();
var ConflictError = /* @__PURE__ */ (() => {
    class ConflictError extends APIError {
    }
    /** @internal */
    ConflictError._errorName = 'ConflictError';
    return ConflictError;
})();
var PreconditionFailedError = /* @__PURE__ */ (() => {
    class PreconditionFailedError extends APIError {
    }
    /** @internal */
    PreconditionFailedError._errorName = 'PreconditionFailedError';
    return PreconditionFailedError;
})();
var ContentTooLargeError = /* @__PURE__ */ (() => {
    class ContentTooLargeError extends APIError {
    }
    /** @internal */
    ContentTooLargeError._errorName = 'ContentTooLargeError';
    return ContentTooLargeError;
})();
var UnprocessableEntityError = /* @__PURE__ */ (() => {
    class UnprocessableEntityError extends APIError {
    }
    /** @internal */
    UnprocessableEntityError._errorName = 'UnprocessableEntityError';
    return UnprocessableEntityError;
})();
var RateLimitError = /* @__PURE__ */ (() => {
    class RateLimitError extends APIError {
    }
    /** @internal */
    RateLimitError._errorName = 'RateLimitError';
    return RateLimitError;
})();
var RequestHeaderFieldsTooLargeError = /* @__PURE__ */ (() => {
    class RequestHeaderFieldsTooLargeError extends APIError {
    }
    /** @internal */
    RequestHeaderFieldsTooLargeError._errorName = 'RequestHeaderFieldsTooLargeError';
    return RequestHeaderFieldsTooLargeError;
})();
var ClientClosedRequestError = /* @__PURE__ */ (() => {
    class ClientClosedRequestError extends APIError {
    }
    /** @internal */
    ClientClosedRequestError._errorName = 'ClientClosedRequestError';
    return ClientClosedRequestError;
})();
var InternalServerError = /* @__PURE__ */ (() => {
    class InternalServerError extends APIError {
    }
    /** @internal */
    InternalServerError._errorName = 'InternalServerError';
    return InternalServerError;
})();
var NotImplementedError = /* @__PURE__ */ (() => {
    class NotImplementedError extends InternalServerError {
    }
    /** @internal */
    NotImplementedError._errorName = 'NotImplementedError';
    return NotImplementedError;
})();
var ServiceUnavailableError = /* @__PURE__ */ (() => {
    class ServiceUnavailableError extends InternalServerError {
    }
    /** @internal */
    ServiceUnavailableError._errorName = 'ServiceUnavailableError';
    return ServiceUnavailableError;
})();
var GatewayTimeoutError = /* @__PURE__ */ (() => {
    class GatewayTimeoutError extends InternalServerError {
    }
    /** @internal */
    GatewayTimeoutError._errorName = 'GatewayTimeoutError';
    return GatewayTimeoutError;
})();
var OverloadedError = /* @__PURE__ */ (() => {
    class OverloadedError extends InternalServerError {
    }
    /** @internal */
    OverloadedError._errorName = 'OverloadedError';
    return OverloadedError;
})();
const STATUS_ERROR_CLASSES = /* @__PURE__ */ new Map([
    [400, BadRequestError],
    [401, AuthenticationError],
    [402, PaymentRequiredError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [408, RequestTimeoutError],
    [409, ConflictError],
    [412, PreconditionFailedError],
    [413, ContentTooLargeError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [431, RequestHeaderFieldsTooLargeError],
    [499, ClientClosedRequestError],
    [501, NotImplementedError],
    [503, ServiceUnavailableError],
    [504, GatewayTimeoutError],
    [529, OverloadedError],
]);
//# sourceMappingURL=error.mjs.map

/***/ }),

/***/ 21154:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YW: () => (/* binding */ Page),
/* harmony export */   nC: () => (/* binding */ PagePromise)
/* harmony export */ });
/* unused harmony exports AbstractPage, TokenPage, PageCursor, BidirectionalPageCursor, ReportPageCursor */
/* harmony import */ var _internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33364);
/* harmony import */ var _error_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25064);
/* harmony import */ var _internal_parse_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14981);
/* harmony import */ var _api_promise_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65734);
/* harmony import */ var _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87168);
/* harmony import */ var _internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(69296);
var _AbstractPage_client;






var AbstractPage = /* @__PURE__ */ (() => {
    class AbstractPage {
        constructor(client, response, body, options) {
            _AbstractPage_client.set(this, void 0);
            (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _AbstractPage_client, client, "f");
            this.options = options;
            this.response = response;
            this.body = body;
        }
        hasNextPage() {
            const items = this.getPaginatedItems();
            if (!items.length)
                return false;
            return this.nextPageRequestOptions() != null;
        }
        async getNextPage() {
            const nextOptions = this.nextPageRequestOptions();
            if (!nextOptions) {
                throw new _error_mjs__WEBPACK_IMPORTED_MODULE_1__/* .AnthropicError */ .pJ('No next page expected; please check `.hasNextPage()` before calling `.getNextPage()`.');
            }
            // Each page is its own API call, with its own call span. `nextOptions` copies the previous
            // page's options, including its `__span`, which has already ended.
            const span = this.options.__span;
            return await (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _AbstractPage_client, "f").requestAPIList(this.constructor, {
                ...nextOptions,
                __span: span &&
                    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .startApiCallSpan */ .FS)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _AbstractPage_client, "f"), span.name, { openTelemetry: this.options.openTelemetry }, {
                        route: span.route,
                        queryParams: span.queryParams,
                        contentQueryParams: span.contentQueryParams,
                        attributes: span.attributes,
                        request: nextOptions,
                    }),
            });
        }
        async *iterPages() {
            let page = this;
            yield page;
            while (page.hasNextPage()) {
                page = await page.getNextPage();
                yield page;
            }
        }
        async *[(_AbstractPage_client = new WeakMap(), Symbol.asyncIterator)]() {
            for await (const page of this.iterPages()) {
                for (const item of page.getPaginatedItems()) {
                    yield item;
                }
            }
        }
    }
    return AbstractPage;
})();
/**
 * This subclass of Promise will resolve to an instantiated Page once the request completes.
 *
 * It also implements AsyncIterable to allow auto-paginating iteration on an unawaited list call, eg:
 *
 *    for await (const item of client.items.list()) {
 *      console.log(item)
 *    }
 */
var PagePromise = /* @__PURE__ */ (() => {
    /**
     * This subclass of Promise will resolve to an instantiated Page once the request completes.
     *
     * It also implements AsyncIterable to allow auto-paginating iteration on an unawaited list call, eg:
     *
     *    for await (const item of client.items.list()) {
     *      console.log(item)
     *    }
     */
    class PagePromise extends _api_promise_mjs__WEBPACK_IMPORTED_MODULE_3__/* .APIPromise */ .C {
        constructor(client, request, Page) {
            super(client, request, async (client, props) => new Page(client, props.response, await (0,_internal_parse_mjs__WEBPACK_IMPORTED_MODULE_4__/* .defaultParseResponse */ .c)(client, props), props.options));
        }
        /**
         * Allow auto-paginating iteration on an unawaited list call, eg:
         *
         *    for await (const item of client.items.list()) {
         *      console.log(item)
         *    }
         */
        async *[Symbol.asyncIterator]() {
            const page = await this;
            for await (const item of page) {
                yield item;
            }
        }
    }
    return PagePromise;
})();
class Page extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.has_more = body.has_more || false;
        this.first_id = body.first_id || null;
        this.last_id = body.last_id || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        if (this.has_more === false) {
            return false;
        }
        return super.hasNextPage();
    }
    nextPageRequestOptions() {
        if (this.options.query?.['before_id']) {
            // in reverse
            const first_id = this.first_id;
            if (!first_id) {
                return null;
            }
            return {
                ...this.options,
                query: {
                    ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                    before_id: first_id,
                },
            };
        }
        const cursor = this.last_id;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                after_id: cursor,
            },
        };
    }
}
class TokenPage extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.has_more = body.has_more || false;
        this.next_page = body.next_page || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        if (this.has_more === false) {
            return false;
        }
        return super.hasNextPage();
    }
    nextPageRequestOptions() {
        const cursor = this.next_page;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                page_token: cursor,
            },
        };
    }
}
class PageCursor extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.next_page = body.next_page || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        return this.nextPageRequestOptions() != null;
    }
    nextPageRequestOptions() {
        const cursor = this.next_page;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                page: cursor,
            },
        };
    }
}
class BidirectionalPageCursor extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.next_page = body.next_page || null;
        this.prev_page = body.prev_page || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        return this.nextPageRequestOptions() != null;
    }
    nextPageRequestOptions() {
        const cursor = this.next_page;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                page: cursor,
            },
        };
    }
}
class ReportPageCursor extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.next_page = body.next_page || null;
        this.has_more = body.has_more || false;
        this.data_refreshed_at = body.data_refreshed_at || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        if (this.has_more === false) {
            return false;
        }
        return this.nextPageRequestOptions() != null;
    }
    nextPageRequestOptions() {
        const cursor = this.next_page;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                page: cursor,
            },
        };
    }
}
//# sourceMappingURL=pagination.mjs.map

/***/ }),

/***/ 6922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ Stream)
/* harmony export */ });
/* unused harmony export _iterSSEMessages */
/* harmony import */ var _internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33364);
/* harmony import */ var _error_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25064);
/* harmony import */ var _internal_shims_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93150);
/* harmony import */ var _internal_decoders_line_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(72496);
/* harmony import */ var _internal_errors_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(62533);
/* harmony import */ var _internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69296);
/* harmony import */ var _internal_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(19083);
/* harmony import */ var _internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37412);
/* harmony import */ var _internal_request_signal_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78392);
var _Stream_client;











var Stream = /* @__PURE__ */ (() => {
    class Stream {
        constructor(iterator, controller, client) {
            this.iterator = iterator;
            _Stream_client.set(this, void 0);
            this.controller = controller;
            (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _Stream_client, client, "f");
        }
        /**
         * Iterate the raw Server-Sent Events from `response` — `{event, data, raw}`
         * objects, before any JSON parsing or event-name filtering.
         *
         * This reads `response.body` directly (not a clone), so the response is
         * consumed. Use this in middleware that fully replaces the stream body; for
         * read-only observation of parsed events, use `ctx.parse()` instead.
         */
        static rawEvents(response, controller = new AbortController()) {
            return _iterSSEMessages(response, controller);
        }
        static fromSSEResponse(response, controller, client) {
            let consumed = false;
            const logger = client ? (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__/* .loggerFor */ .WG)(client) : console;
            async function* iterator() {
                if (consumed) {
                    throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AnthropicError */ .pJ('Cannot iterate over a consumed stream, use `.tee()` to split the stream.');
                }
                consumed = true;
                let done = false;
                try {
                    for await (const sse of _iterSSEMessages(response, controller)) {
                        if (sse.event === 'ping') {
                            continue;
                        }
                        if (sse.event === null) {
                            continue;
                        }
                        if (sse.event === 'error') {
                            const body = (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_3__/* .safeJSON */ .ml)(sse.data) ?? sse.data;
                            const type = body?.error?.type;
                            throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__/* .APIError */ .LG(undefined, body, undefined, response.headers, type);
                        }
                        else {
                            if (!sse.data)
                                continue;
                            try {
                                yield JSON.parse(sse.data);
                            }
                            catch (e) {
                                logger.error(`Could not parse message into JSON:`, sse.data);
                                logger.error(`From chunk:`, sse.raw);
                                throw e;
                            }
                        }
                    }
                    done = true;
                }
                catch (e) {
                    // If the user calls `stream.controller.abort()`, we should exit without throwing.
                    if ((0,_internal_errors_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isAbortError */ .z)(e))
                        return;
                    throw e;
                }
                finally {
                    // If the user `break`s, abort the ongoing request.
                    if (!done)
                        controller.abort();
                    (0,_internal_request_signal_mjs__WEBPACK_IMPORTED_MODULE_5__/* .releaseRequestSignal */ .TI)(controller);
                }
            }
            return new Stream(iterator, controller, client);
        }
        /**
         * Generates a Stream from a newline-separated ReadableStream
         * where each item is a JSON value.
         */
        static fromReadableStream(readableStream, controller, client) {
            let consumed = false;
            async function* iterLines() {
                const lineDecoder = new _internal_decoders_line_mjs__WEBPACK_IMPORTED_MODULE_6__/* .LineDecoder */ .h();
                const iter = (0,_internal_shims_mjs__WEBPACK_IMPORTED_MODULE_7__/* .ReadableStreamToAsyncIterable */ .ss)(readableStream);
                for await (const chunk of iter) {
                    for (const line of lineDecoder.decode(chunk)) {
                        yield line;
                    }
                }
                for (const line of lineDecoder.flush()) {
                    yield line;
                }
            }
            async function* iterator() {
                if (consumed) {
                    throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AnthropicError */ .pJ('Cannot iterate over a consumed stream, use `.tee()` to split the stream.');
                }
                consumed = true;
                let done = false;
                try {
                    for await (const line of iterLines()) {
                        if (done)
                            continue;
                        if (line)
                            yield JSON.parse(line);
                    }
                    done = true;
                }
                catch (e) {
                    // If the user calls `stream.controller.abort()`, we should exit without throwing.
                    if ((0,_internal_errors_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isAbortError */ .z)(e))
                        return;
                    throw e;
                }
                finally {
                    // If the user `break`s, abort the ongoing request.
                    if (!done)
                        controller.abort();
                    (0,_internal_request_signal_mjs__WEBPACK_IMPORTED_MODULE_5__/* .releaseRequestSignal */ .TI)(controller);
                }
            }
            return new Stream(iterator, controller, client);
        }
        [(_Stream_client = new WeakMap(), Symbol.asyncIterator)]() {
            return this.iterator();
        }
        /**
         * Splits the stream into two streams which can be
         * independently read from at different speeds.
         */
        tee() {
            const left = [];
            const right = [];
            const iterator = this[Symbol.asyncIterator]();
            const teeIterator = (queue) => {
                return {
                    next: () => {
                        if (queue.length === 0) {
                            const result = iterator.next();
                            left.push(result);
                            right.push(result);
                        }
                        return queue.shift();
                    },
                };
            };
            return [
                new Stream(() => teeIterator(left), this.controller, (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _Stream_client, "f")),
                new Stream(() => teeIterator(right), this.controller, (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _Stream_client, "f")),
            ];
        }
        /**
         * Converts this stream to a newline-separated ReadableStream of
         * JSON stringified values in the stream
         * which can be turned back into a Stream with `Stream.fromReadableStream()`.
         */
        toReadableStream() {
            const self = this;
            let iter;
            return (0,_internal_shims_mjs__WEBPACK_IMPORTED_MODULE_7__/* .makeReadableStream */ .VT)({
                async start() {
                    iter = self[Symbol.asyncIterator]();
                },
                async pull(ctrl) {
                    try {
                        const { value, done } = await iter.next();
                        if (done)
                            return ctrl.close();
                        const bytes = (0,_internal_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_8__/* .encodeUTF8 */ .YH)(JSON.stringify(value) + '\n');
                        ctrl.enqueue(bytes);
                    }
                    catch (err) {
                        ctrl.error(err);
                    }
                },
                async cancel() {
                    await iter.return?.();
                },
            });
        }
    }
    return Stream;
})();
async function* _iterSSEMessages(response, controller) {
    if (!response.body) {
        controller.abort();
        if (typeof globalThis.navigator !== 'undefined' &&
            globalThis.navigator.product === 'ReactNative') {
            throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AnthropicError */ .pJ(`The default react-native fetch implementation does not support streaming. Please use expo/fetch: https://docs.expo.dev/versions/latest/sdk/expo/#expofetch-api`);
        }
        throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AnthropicError */ .pJ(`Attempted to iterate over a response with no body`);
    }
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let text = '';
    let endsWithCR = false;
    let event = null;
    let data = [];
    let raw = [];
    const takeLine = (line) => {
        if (line.charCodeAt(0) === 0xfeff)
            line = line.slice(1);
        if (!line) {
            // empty line and we didn't previously encounter any messages
            if (!event && !data.length)
                return null;
            const sse = { event, data: data.join('\n'), raw };
            event = null;
            data = [];
            raw = [];
            return sse;
        }
        raw.push(line);
        const colon = line.indexOf(':');
        if (colon === 0)
            return null;
        const fieldname = colon === -1 ? line : line.slice(0, colon);
        if (fieldname !== 'event' && fieldname !== 'data')
            return null;
        const value = colon === -1 ? '' : line.slice(line.charCodeAt(colon + 1) === 0x20 ? colon + 2 : colon + 1);
        if (fieldname === 'event')
            event = value;
        else
            data.push(value);
        return null;
    };
    for await (const chunk of (0,_internal_shims_mjs__WEBPACK_IMPORTED_MODULE_7__/* .ReadableStreamToAsyncIterable */ .ss)(response.body)) {
        if (chunk == null)
            continue;
        const decoded = decoder.decode(typeof chunk === 'string' ? (0,_internal_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_8__/* .encodeUTF8 */ .YH)(chunk) : chunk, { stream: true });
        text += decoded;
        // Searching `text` after `+=` copies the whole pending line, so wait for a chunk with a line ending.
        if (!endsWithCR && !decoded.includes('\n') && !decoded.includes('\r'))
            continue;
        let start = 0;
        if (!text.includes('\r')) {
            let end;
            while ((end = text.indexOf('\n', start)) !== -1) {
                const sse = takeLine(text.slice(start, end));
                start = end + 1;
                if (sse)
                    yield sse;
            }
        }
        else {
            for (let i = 0; i < text.length; i++) {
                const char = text[i];
                if (char !== '\n' && char !== '\r')
                    continue;
                if (char === '\r' && i + 1 === text.length)
                    break;
                const sse = takeLine(text.slice(start, i));
                if (char === '\r' && text[i + 1] === '\n')
                    i++;
                start = i + 1;
                if (sse)
                    yield sse;
            }
        }
        text = text.slice(start);
        endsWithCR = text.endsWith('\r');
    }
    text += decoder.decode();
    if (text) {
        for (const line of text.replace(/\r$/, '').split(/\r\n|[\n\r]/)) {
            const sse = takeLine(line);
            if (sse)
                yield sse;
        }
    }
}
//# sourceMappingURL=streaming.mjs.map

/***/ }),

/***/ 72496:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ LineDecoder)
/* harmony export */ });
/* unused harmony export findDoubleNewlineIndex */
/* harmony import */ var _tslib_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33364);
/* harmony import */ var _utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19083);
var _LineDecoder_buffer, _LineDecoder_carriageReturnIndex;


/**
 * A re-implementation of httpx's `LineDecoder` in Python that handles incrementally
 * reading lines from text.
 *
 * https://github.com/encode/httpx/blob/920333ea98118e9cf617f246905d7b202510941c/httpx/_decoders.py#L258
 */
var LineDecoder = /* @__PURE__ */ (() => {
    /**
     * A re-implementation of httpx's `LineDecoder` in Python that handles incrementally
     * reading lines from text.
     *
     * https://github.com/encode/httpx/blob/920333ea98118e9cf617f246905d7b202510941c/httpx/_decoders.py#L258
     */
    class LineDecoder {
        constructor() {
            _LineDecoder_buffer.set(this, void 0);
            _LineDecoder_carriageReturnIndex.set(this, void 0);
            (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_buffer, new Uint8Array(), "f");
            (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_carriageReturnIndex, null, "f");
        }
        decode(chunk) {
            if (chunk == null) {
                return [];
            }
            const binaryChunk = chunk instanceof ArrayBuffer ? new Uint8Array(chunk)
                : typeof chunk === 'string' ? (0,_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .encodeUTF8 */ .YH)(chunk)
                    : chunk;
            (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_buffer, (0,_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .concatBytes */ .Id)([(0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f"), binaryChunk]), "f");
            const lines = [];
            let patternIndex;
            while ((patternIndex = findNewlineIndex((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f"), (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f"))) != null) {
                if (patternIndex.carriage && (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") == null) {
                    // skip until we either get a corresponding `\n`, a new `\r` or nothing
                    (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_carriageReturnIndex, patternIndex.index, "f");
                    continue;
                }
                // we got double \r or \rtext\n
                if ((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") != null &&
                    (patternIndex.index !== (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") + 1 || patternIndex.carriage)) {
                    lines.push((0,_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .decodeUTF8 */ .CE)((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").subarray(0, (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") - 1)));
                    (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_buffer, (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").subarray((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f")), "f");
                    (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_carriageReturnIndex, null, "f");
                    continue;
                }
                const endIndex = (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") !== null ? patternIndex.preceding - 1 : patternIndex.preceding;
                const line = (0,_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .decodeUTF8 */ .CE)((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").subarray(0, endIndex));
                lines.push(line);
                (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_buffer, (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").subarray(patternIndex.index), "f");
                (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_carriageReturnIndex, null, "f");
            }
            return lines;
        }
        flush() {
            if (!(0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").length) {
                return [];
            }
            return this.decode('\n');
        }
    }
    _LineDecoder_buffer = new WeakMap(), _LineDecoder_carriageReturnIndex = new WeakMap();
    // prettier-ignore
    LineDecoder.NEWLINE_CHARS = new Set(['\n', '\r']);
    LineDecoder.NEWLINE_REGEXP = /\r\n|[\n\r]/g;
    return LineDecoder;
})();
/**
 * This function searches the buffer for the end patterns, (\r or \n)
 * and returns an object with the index preceding the matched newline and the
 * index after the newline char. `null` is returned if no new line is found.
 *
 * ```ts
 * findNewLineIndex('abc\ndef') -> { preceding: 2, index: 3 }
 * ```
 */
function findNewlineIndex(buffer, startIndex) {
    const newline = 0x0a; // \n
    const carriage = 0x0d; // \r
    for (let i = startIndex ?? 0; i < buffer.length; i++) {
        if (buffer[i] === newline) {
            return { preceding: i, index: i + 1, carriage: false };
        }
        if (buffer[i] === carriage) {
            return { preceding: i, index: i + 1, carriage: true };
        }
    }
    return null;
}
function findDoubleNewlineIndex(buffer) {
    // This function searches the buffer for the end patterns (\r\r, \n\n, \r\n\r\n)
    // and returns the index right after the first occurrence of any pattern,
    // or -1 if none of the patterns are found.
    const newline = 0x0a; // \n
    const carriage = 0x0d; // \r
    for (let i = 0; i < buffer.length - 1; i++) {
        if (buffer[i] === newline && buffer[i + 1] === newline) {
            // \n\n
            return i + 2;
        }
        if (buffer[i] === carriage && buffer[i + 1] === carriage) {
            // \r\r
            return i + 2;
        }
        if (buffer[i] === carriage &&
            buffer[i + 1] === newline &&
            i + 3 < buffer.length &&
            buffer[i + 2] === carriage &&
            buffer[i + 3] === newline) {
            // \r\n\r\n
            return i + 4;
        }
    }
    return -1;
}
//# sourceMappingURL=line.mjs.map

/***/ }),

/***/ 62533:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ castToError),
/* harmony export */   z: () => (/* binding */ isAbortError)
/* harmony export */ });
function isAbortError(err) {
    return (typeof err === 'object' &&
        err !== null &&
        // Spec-compliant fetch implementations
        (('name' in err && err.name === 'AbortError') ||
            // Expo fetch
            ('message' in err && String(err.message).includes('FetchRequestCanceledException'))));
}
const castToError = (err) => {
    if (err instanceof Error)
        return err;
    if (typeof err === 'object' && err !== null) {
        try {
            const tag = Object.prototype.toString.call(err);
            // cross-realm errors (e.g. undici's abort `DOMException` under jest) fail `instanceof Error`
            if (tag === '[object Error]' || tag === '[object DOMException]') {
                // @ts-ignore - not all envs have native support for cause yet
                const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
                if (err.stack)
                    error.stack = err.stack;
                // @ts-ignore - not all envs have native support for cause yet
                if (err.cause && !error.cause)
                    error.cause = err.cause;
                if (err.name)
                    error.name = err.name;
                return error;
            }
        }
        catch { }
        try {
            return new Error(JSON.stringify(err));
        }
        catch { }
    }
    return new Error(err);
};
//# sourceMappingURL=errors.mjs.map

/***/ }),

/***/ 33546:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   db: () => (/* binding */ buildHeaders)
/* harmony export */ });
/* unused harmony exports APPEND_HEADERS, appendHeaderValue, isEmptyHeaders */
/* harmony import */ var _utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69296);

const brand_privateNullableHeaders = Symbol.for('brand.privateNullableHeaders');
function* iterateHeaders(headers) {
    if (!headers)
        return;
    if (brand_privateNullableHeaders in headers) {
        const { values, nulls } = headers;
        yield* values.entries();
        for (const name of nulls) {
            yield [name, null];
        }
        return;
    }
    let shouldClear = false;
    let iter;
    if (headers instanceof Headers) {
        iter = headers.entries();
    }
    else if ((0,_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .isReadonlyArray */ .MH)(headers)) {
        iter = headers;
    }
    else {
        shouldClear = true;
        iter = Object.entries(headers ?? {});
    }
    for (let row of iter) {
        const name = row[0];
        if (typeof name !== 'string')
            throw new TypeError('expected header name to be a string');
        const values = (0,_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .isReadonlyArray */ .MH)(row[1]) ? row[1] : [row[1]];
        let didClear = false;
        for (const value of values) {
            if (value === undefined)
                continue;
            // Objects keys always overwrite older headers, they never append.
            // Yield the clear sentinel before adding the new values, so the
            // consumer can tell this synthetic "clear-before-set" apart from a
            // user's explicit `null` (= remove).
            if (shouldClear && !didClear) {
                didClear = true;
                yield [name, clearSentinel];
            }
            yield [name, value];
        }
    }
}
/** Distinguishes iterateHeaders' synthetic clear-before-set from a user `null`. */
const clearSentinel = Symbol('clear');
/**
 * Headers whose values accumulate across {@link buildHeaders} sources instead
 * of the later source's value replacing the earlier one. Values are
 * comma-appended (deduplicated, order-preserving) into a single header line.
 */
const APPEND_HEADERS = new Set(['x-stainless-helper']);
const appendHeaderValue = (existing, addition) => {
    const tokens = existing ?
        existing
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
        : [];
    for (const tok of addition.split(',').map((t) => t.trim())) {
        if (tok && !tokens.includes(tok))
            tokens.push(tok);
    }
    return tokens.join(', ');
};
const buildHeaders = (newHeaders) => {
    const targetHeaders = new Headers();
    const nullHeaders = new Set();
    for (const headers of newHeaders) {
        const seenHeaders = new Set();
        for (const [name, value] of iterateHeaders(headers)) {
            const lowerName = name.toLowerCase();
            if (APPEND_HEADERS.has(lowerName)) {
                // Accumulating headers ignore the synthetic clear-before-set; an
                // explicit `null` (any source shape) is honored as removal.
                if (value === clearSentinel)
                    continue;
                if (value === null) {
                    targetHeaders.delete(name);
                    nullHeaders.add(lowerName);
                }
                else {
                    targetHeaders.set(name, appendHeaderValue(targetHeaders.get(name), value));
                    nullHeaders.delete(lowerName);
                }
                continue;
            }
            if (value === clearSentinel || !seenHeaders.has(lowerName)) {
                targetHeaders.delete(name);
                seenHeaders.add(lowerName);
                if (value === clearSentinel)
                    continue;
            }
            if (value === null) {
                targetHeaders.delete(name);
                nullHeaders.add(lowerName);
            }
            else {
                targetHeaders.append(name, value);
                nullHeaders.delete(lowerName);
            }
        }
    }
    return { [brand_privateNullableHeaders]: true, values: targetHeaders, nulls: nullHeaders };
};
const isEmptyHeaders = (headers) => {
    for (const _ of iterateHeaders(headers))
        return false;
    return true;
};
//# sourceMappingURL=headers.mjs.map

/***/ }),

/***/ 14981:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ addResponseIDs),
/* harmony export */   c: () => (/* binding */ defaultParseResponse)
/* harmony export */ });
/* harmony import */ var _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6922);
/* harmony import */ var _utils_log_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37412);
/* harmony import */ var _request_signal_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78392);



async function defaultParseResponse(client, props) {
    const { response, requestLogID, retryOfRequestLogID, startTime } = props;
    const body = await (async () => {
        if (props.options.stream) {
            (0,_utils_log_mjs__WEBPACK_IMPORTED_MODULE_0__/* .loggerFor */ .WG)(client).debug('response', response.status, response.url, response.headers, response.body);
            // Note: there is an invariant here that isn't represented in the type system
            // that if you set `stream: true` the response type must also be `Stream<T>`
            return _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Stream */ .Z.fromSSEResponse(response, props.controller, client);
        }
        // fetch refuses to read the body when the status code is 204.
        if (response.status === 204) {
            return null;
        }
        if (props.options.__binaryResponse) {
            return response;
        }
        const contentType = response.headers.get('content-type');
        const mediaType = contentType?.split(';')[0]?.trim();
        const isJSON = mediaType?.includes('application/json') || mediaType?.endsWith('+json');
        if (isJSON) {
            const contentLength = response.headers.get('content-length');
            if (contentLength === '0') {
                // if there is no content we can't do anything
                return undefined;
            }
            const json = await response.json();
            return addResponseIDs(json, response);
        }
        const text = await response.text();
        return text;
    })().finally(() => {
        // The body is settled (or parsing threw), so the caller-signal abort
        // listener has nothing left to cancel. Streams release in their own
        // teardown; a raw Response (`__binaryResponse`) keeps the listener so
        // aborting an in-flight download still works.
        if (!props.options.stream && !props.options.__binaryResponse) {
            (0,_request_signal_mjs__WEBPACK_IMPORTED_MODULE_2__/* .releaseRequestSignal */ .TI)(props.controller);
        }
    });
    (0,_utils_log_mjs__WEBPACK_IMPORTED_MODULE_0__/* .debugLogRequestDetails */ .dF)((0,_utils_log_mjs__WEBPACK_IMPORTED_MODULE_0__/* .loggerFor */ .WG)(client), `[${requestLogID}] response parsed`, {
        retryOfRequestLogID,
        url: response.url,
        status: response.status,
        body,
        durationMs: Date.now() - startTime,
    });
    return body;
}
function addResponseIDs(value, response) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
        return value;
    }
    return Object.defineProperties(value, {
        _request_id: { value: response.headers.get('request-id'), enumerable: false },
        _workspace_id: { value: response.headers.get('anthropic-workspace-id'), enumerable: false },
    });
}
//# sourceMappingURL=parse.mjs.map

/***/ }),

/***/ 78392:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TI: () => (/* binding */ releaseRequestSignal),
/* harmony export */   dY: () => (/* binding */ armAbandonmentBackstop),
/* harmony export */   xx: () => (/* binding */ registerRequestSignalCleanup)
/* harmony export */ });
/**
 * Tracks the removal of the per-request abort listener that
 * `fetchWithTimeout` attaches to a caller-provided signal, so the listener's
 * lifetime matches the request instead of the signal.
 *
 * Without removal, a long-lived signal (e.g. one AbortController reused for
 * a whole session) accumulates one `{ once: true }` listener plus its bound
 * AbortController per HTTP attempt until the signal fires or is collected,
 * and Node warns at the 11th listener. The listener must survive until the
 * response body is settled - removing it when fetch resolves (headers) would
 * break aborting an in-flight body read - so the code that finishes the body
 * (response parsing, stream teardown, retry/error handling) calls
 * `releaseRequestSignal` with the request's controller.
 */
const cleanups = new WeakMap();
const registry = typeof globalThis.FinalizationRegistry === 'function' ?
    new globalThis.FinalizationRegistry((controller) => releaseRequestSignal(controller))
    : null;
// Module-scope factory so the cleanup closure captures exactly the signal and
// the listener - built at the `fetchWithTimeout` call site it would share that
// scope's context and retain the request body for as long as the cleanup is
// held (same reason `_makeAbort` exists in client.ts).
function makeCleanup(signal, listener) {
    return () => signal.removeEventListener('abort', listener);
}
function registerRequestSignalCleanup(controller, signal, listener) {
    cleanups.set(controller, makeCleanup(signal, listener));
}
// The registered target is the response BODY, not the Response: a caller can
// keep a reader on the body and drop the Response wrapper (`.asResponse()`),
// and the listener must survive for as long as anything can still read - the
// body is what a live read keeps alive.
function armAbandonmentBackstop(body, controller) {
    if (cleanups.has(controller))
        registry?.register(body, controller, controller);
}
function releaseRequestSignal(controller) {
    const cleanup = cleanups.get(controller);
    if (cleanup) {
        cleanups.delete(controller);
        registry?.unregister(controller);
        cleanup();
    }
}
//# sourceMappingURL=request-signal.mjs.map

/***/ }),

/***/ 93150:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dk: () => (/* binding */ CancelReadableStream),
/* harmony export */   VG: () => (/* binding */ ReadableStreamFrom),
/* harmony export */   VT: () => (/* binding */ makeReadableStream),
/* harmony export */   We: () => (/* binding */ getDefaultFetch),
/* harmony export */   ss: () => (/* binding */ ReadableStreamToAsyncIterable)
/* harmony export */ });
function getDefaultFetch() {
    if (typeof fetch !== 'undefined') {
        return fetch;
    }
    throw new Error('`fetch` is not defined as a global; Either pass `fetch` to the client, `new Anthropic({ fetch })` or polyfill the global, `globalThis.fetch = fetch`');
}
function makeReadableStream(...args) {
    const ReadableStream = globalThis.ReadableStream;
    if (typeof ReadableStream === 'undefined') {
        // Note: All of the platforms / runtimes we officially support already define
        // `ReadableStream` as a global, so this should only ever be hit on unsupported runtimes.
        throw new Error('`ReadableStream` is not defined as a global; You will need to polyfill it, `globalThis.ReadableStream = ReadableStream`');
    }
    return new ReadableStream(...args);
}
function ReadableStreamFrom(iterable) {
    let iter = Symbol.asyncIterator in iterable ? iterable[Symbol.asyncIterator]() : iterable[Symbol.iterator]();
    return makeReadableStream({
        start() { },
        async pull(controller) {
            const { done, value } = await iter.next();
            if (done) {
                controller.close();
            }
            else {
                controller.enqueue(value);
            }
        },
        async cancel() {
            await iter.return?.();
        },
    });
}
/**
 * Most browsers don't yet have async iterable support for ReadableStream,
 * and Node has a very different way of reading bytes from its "ReadableStream".
 *
 * This polyfill was pulled from https://github.com/MattiasBuelens/web-streams-polyfill/pull/122#issuecomment-1627354490
 */
function readableStreamIterator(stream) {
    if (stream[Symbol.asyncIterator])
        return stream[Symbol.asyncIterator]();
    const reader = stream.getReader();
    return {
        async next() {
            try {
                const result = await reader.read();
                if (result?.done)
                    reader.releaseLock(); // release lock when stream becomes closed
                return result;
            }
            catch (e) {
                reader.releaseLock(); // release lock when stream becomes errored
                throw e;
            }
        },
        async return() {
            const cancelPromise = reader.cancel();
            reader.releaseLock();
            await cancelPromise;
            return { done: true, value: undefined };
        },
    };
}
// Cancels a stream whose reader was garbage collected before it finished. The reader's lock keeps
// anything else from reading or cancelling the stream, so it would hold on to its connection.
const droppedReaders = typeof FinalizationRegistry === 'undefined' ? undefined : (
/* @__PURE__ */ new FinalizationRegistry(async (iter) => {
    try {
        await iter.return?.();
    }
    catch {
        // The stream has already failed, e.g. because the request was aborted.
    }
}));
async function* ReadableStreamToAsyncIterable(stream) {
    const iter = readableStreamIterator(stream);
    // Only this generator refers to `reader`, so it's collected once nothing can resume the generator.
    const reader = {};
    droppedReaders?.register(reader, iter, reader);
    try {
        for await (const chunk of { [Symbol.asyncIterator]: () => iter })
            yield chunk;
    }
    finally {
        droppedReaders?.unregister(reader);
    }
}
/**
 * Cancels a ReadableStream we don't need to consume.
 * See https://undici.nodejs.org/#/?id=garbage-collection
 */
async function CancelReadableStream(stream) {
    if (stream === null || typeof stream !== 'object')
        return;
    if (stream[Symbol.asyncIterator]) {
        await stream[Symbol.asyncIterator]().return?.();
        return;
    }
    const reader = stream.getReader();
    const cancelPromise = reader.cancel();
    reader.releaseLock();
    await cancelPromise;
}
//# sourceMappingURL=shims.mjs.map

/***/ }),

/***/ 87168:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OR: () => (/* binding */ ATTR_HTTP_RESPONSE_STATUS_CODE),
  tx: () => (/* binding */ SPAN_ATTRIBUTES),
  mx: () => (/* binding */ endApiCallSpan),
  KC: () => (/* binding */ endApiCallSpanWhenStreamEnds),
  EK: () => (/* binding */ getTracer),
  M5: () => (/* binding */ guardTracing),
  nf: () => (/* binding */ injectTraceHeaders),
  jE: () => (/* binding */ observeStream),
  fh: () => (/* binding */ recordAttempt),
  qw: () => (/* binding */ resolveOpenTelemetryOptions),
  o7: () => (/* binding */ setCreatedIDAttribute),
  Rc: () => (/* binding */ setErrorStatus),
  PJ: () => (/* binding */ setResponseAttributes),
  em: () => (/* binding */ setResponseHeaderAttributes),
  FS: () => (/* binding */ startApiCallSpan)
});

// UNUSED EXPORTS: ATTR_ANTHROPIC_SESSION_THREAD_ID, ATTR_ERROR_TYPE, ATTR_GEN_AI_CONVERSATION_ID, ATTR_GEN_AI_PROVIDER_NAME, ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_REQUEST_RESEND_COUNT, ATTR_HTTP_ROUTE, ATTR_SERVER_ADDRESS, ATTR_SERVER_PORT, ATTR_URL_FULL, ATTR_URL_PATH, ATTR_URL_QUERY, ATTR_URL_SCHEME

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs + 9 modules
var trace_api = __webpack_require__(85496);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/span_kind.mjs
//#region src/trace/span_kind.ts
/**
* @since 1.0.0
*/
let SpanKind = /* @__PURE__ */ function(SpanKind) {
	/** Default value. Indicates that the span is used internally. */
	SpanKind[SpanKind["INTERNAL"] = 0] = "INTERNAL";
	/**
	* Indicates that the span covers server-side handling of an RPC or other
	* remote request.
	*/
	SpanKind[SpanKind["SERVER"] = 1] = "SERVER";
	/**
	* Indicates that the span covers the client-side wrapper around an RPC or
	* other remote request.
	*/
	SpanKind[SpanKind["CLIENT"] = 2] = "CLIENT";
	/**
	* Indicates that the span describes producer sending a message to a
	* broker. Unlike client and server, there is no direct critical path latency
	* relationship between producer and consumer spans.
	*/
	SpanKind[SpanKind["PRODUCER"] = 3] = "PRODUCER";
	/**
	* Indicates that the span describes consumer receiving a message from a
	* broker. Unlike client and server, there is no direct critical path latency
	* relationship between producer and consumer spans.
	*/
	SpanKind[SpanKind["CONSUMER"] = 4] = "CONSUMER";
	return SpanKind;
}({});
//#endregion


//# sourceMappingURL=span_kind.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/status.mjs
var trace_status = __webpack_require__(91213);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/propagation-api.mjs + 6 modules
var propagation_api = __webpack_require__(15826);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/error.mjs
var core_error = __webpack_require__(25064);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/streaming.mjs
var streaming = __webpack_require__(6922);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/errors.mjs
var errors = __webpack_require__(62533);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/headers.mjs
var internal_headers = __webpack_require__(33546);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/env.mjs
var env = __webpack_require__(40111);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/log.mjs
var log = __webpack_require__(37412);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/tracing.mjs
/**
 * OpenTelemetry tracing of the client's API calls.
 *
 * Two terms recur in this file, and wherever else the SDK documents its spans:
 *
 * - An "API call" is one invocation of an SDK method that sends a request to the API. It
 *   includes every retry, and reading the stream that the method returns. Its span, a `CLIENT`
 *   span named after the method, is the "call span".
 * - An "attempt" is one HTTP request within an API call, with its response when it receives
 *   one. An API call that the SDK retries makes several attempts. This SDK emits no span per
 *   attempt. The application's HTTP instrumentation, when it has one, emits each "attempt span"
 *   as a child of the call span.
 *
 * Each SDK method starts the call span of the API call it makes (`startApiCallSpan`) and passes it
 * down in the call's request options (`__span`), so every part of the call records on it as things
 * happen. The client sends its trace context with each attempt (`injectTraceHeaders`), unless the
 * `propagation` option is off, and ends it with the call's result: at once when the call fails or
 * the response body has been parsed (`endApiCallSpan`), or, for a streamed body, when the
 * application has read or closed the stream (`endApiCallSpanWhenStreamEnds`).
 */







const INSTRUMENTATION_SCOPE = 'com.anthropic.sdk.typescript';
// Attribute names of the OpenTelemetry semantic conventions, named as
// `@opentelemetry/semantic-conventions` names them. They are copied rather than imported: that
// package is not a dependency of this SDK.
const ATTR_ERROR_TYPE = 'error.type';
const ATTR_GEN_AI_CONVERSATION_ID = 'gen_ai.conversation.id';
const ATTR_GEN_AI_PROVIDER_NAME = 'gen_ai.provider.name';
const ATTR_HTTP_REQUEST_METHOD = 'http.request.method';
const ATTR_HTTP_REQUEST_RESEND_COUNT = 'http.request.resend_count';
const ATTR_HTTP_RESPONSE_STATUS_CODE = 'http.response.status_code';
const ATTR_HTTP_ROUTE = 'http.route';
const ATTR_SERVER_ADDRESS = 'server.address';
const ATTR_SERVER_PORT = 'server.port';
const ATTR_URL_FULL = 'url.full';
const ATTR_URL_PATH = 'url.path';
const ATTR_URL_QUERY = 'url.query';
const ATTR_URL_SCHEME = 'url.scheme';
// This API's own name, in the same style.
const ATTR_ANTHROPIC_SESSION_THREAD_ID = 'anthropic.session.thread.id';
/** The default `traces.maxContentBytes`. */
const DEFAULT_MAX_CONTENT_BYTES = 750000;
/**
 * Settles `propagation` and the `traces` field of `option`, the `openTelemetry` client option. The
 * environment variables apply only to a client that is given no option. An option that is given is
 * complete: a field that it leaves unset has the default, whatever the environment says. A content
 * mode or a size that is not valid is the default one.
 *
 * A client calls this once, when it is constructed, and keeps the result, which a
 * `withOptions()` copy without its own option takes as it is. So a later change to the environment
 * affects neither the client nor such a copy. The result is frozen.
 */
function resolveOpenTelemetryOptions(option) {
    // `false` is short for `{ traces: false }`.
    const { tracerProvider, propagation, traces } = option === false ? { traces: false } : option ?? optionFromEnv();
    const { enabled, contentMode, maxContentBytes } = typeof traces === 'boolean' ? { enabled: traces } : traces ?? {};
    return Object.freeze({
        tracerProvider,
        propagation: propagation ?? true,
        traces: Object.freeze({
            enabled: enabled ?? true,
            contentMode: contentMode === 'content' ? 'content' : 'metadata_only',
            maxContentBytes: maxContentBytes !== undefined && Number.isInteger(maxContentBytes) && maxContentBytes >= 1 ?
                maxContentBytes
                : DEFAULT_MAX_CONTENT_BYTES,
        }),
    });
}
/** What the environment variables give, for a client that is given no `openTelemetry` option. */
function optionFromEnv() {
    return {
        propagation: (0,env/* readEnv */.s)('ANTHROPIC_OPEN_TELEMETRY_PROPAGATION')?.toLowerCase() !== 'false',
        traces: {
            enabled: (0,env/* readEnv */.s)('ANTHROPIC_OPEN_TELEMETRY')?.toLowerCase() !== 'false',
            contentMode: (0,env/* readEnv */.s)('ANTHROPIC_OPEN_TELEMETRY_TRACES_CONTENT_MODE')?.toLowerCase() === 'content' ?
                'content'
                : 'metadata_only',
            // The variable holds decimal digits only: `1e3` and `0x10` are not sizes.
            maxContentBytes: Number(/^\d+$/.exec((0,env/* readEnv */.s)('ANTHROPIC_OPEN_TELEMETRY_TRACES_MAX_CONTENT_BYTES') ?? '')?.[0] ?? NaN),
        },
    };
}
/**
 * The tracer for a client with the settled `openTelemetry` option `option`, or `undefined` when
 * the client's spans are disabled.
 * `version` is the SDK's version. It is a parameter because some packages build
 * `src/internal` without `src/version.ts`. The client of another platform's package gives
 * `platform`, which the name of the tracer's scope then ends with, and that package's `version`.
 */
function getTracer(option, version, platform) {
    if (!option.traces.enabled) {
        return undefined;
    }
    const scope = platform !== undefined ? `${INSTRUMENTATION_SCOPE}.${platform}` : INSTRUMENTATION_SCOPE;
    return (option.tracerProvider ?? trace_api/* trace */.u.getTracerProvider()).getTracer(scope, version);
}
/**
 * Runs `step`, a step of tracing that calls the application's OpenTelemetry code: its tracer
 * provider, sampler, span processors or propagator. A failure of telemetry never fails an API call,
 * so what `step` throws goes to the logger of `client`, when there is one, and the result is then
 * `undefined`: the SDK goes on as if tracing were off for that step.
 */
function guardTracing(client, step) {
    try {
        return step();
    }
    catch (problem) {
        if (client) {
            (0,log/* loggerFor */.WG)(client).debug('could not record telemetry', problem);
        }
        return undefined;
    }
}
/**
 * Starts the call span of the API call that an SDK method of `client` is about to make with
 * `options`, as a child of the current span. `name` is the span's name, and `settings` is what
 * else the method says of the call. The method passes the result down in the call's request
 * options, as `__span`.
 *
 * When `options` already has a span, that span is the result: a helper that calls an SDK method
 * starts the span itself, to record on it, and the method's API call uses that span instead of
 * starting another.
 *
 * Returns `undefined` when the client's spans are disabled, when the span failed to start
 * ({@link guardTracing}), or when the span neither records nor propagates a trace context: such a
 * span has no effect, so the API call runs as if tracing were off. With `propagation` off, a span
 * with a valid context counts as propagating: it is the active span during the attempts, which the
 * application's HTTP instrumentation continues.
 */
function startApiCallSpan(client, name, options, settings) {
    if (options?.__span) {
        return options.__span;
    }
    const tracer = client._tracer;
    if (!tracer) {
        return undefined;
    }
    return guardTracing(client, () => {
        const startTime = Date.now();
        // A Session thread is a conversation, so its ID in the path stands in for one the application
        // did not give.
        const threadID = settings?.attributes?.[ATTR_ANTHROPIC_SESSION_THREAD_ID];
        const conversationId = options?.openTelemetry?.conversationId ?? (typeof threadID === 'string' ? threadID : undefined);
        const span = tracer.startSpan(name, {
            kind: SpanKind.CLIENT,
            // On the span from its start, with what the method gives, for a sampler to decide on.
            attributes: {
                [ATTR_GEN_AI_PROVIDER_NAME]: client._genAIProviderName,
                ...serverAttributes(client.baseURL),
                ...(conversationId != null ? { [ATTR_GEN_AI_CONVERSATION_ID]: conversationId } : undefined),
                ...(settings?.route != null ? { [ATTR_HTTP_ROUTE]: settings.route } : undefined),
                ...requestAttributes(client, name, settings?.request),
                ...settings?.attributes,
            },
        });
        if (!span.isRecording() &&
            !(client.openTelemetry.propagation ?
                Object.keys(injectContext(span)).length > 0
                : trace_api/* trace */.u.isSpanContextValid(span.spanContext()))) {
            return undefined;
        }
        const { request: _, ...kept } = settings ?? {};
        return { ...kept, span, name, startTime };
    });
}
/**
 * Sets on `call`, the call span of an API call whose method creates one object, the ID of that
 * object from `data`, the call's parsed response: its `id`, or the field that the method named.
 * Does nothing for any other call, or when `data` has no string there.
 */
function setCreatedIDAttribute(call, data) {
    if (call.createdIDAttribute === undefined || typeof data !== 'object' || data === null) {
        return;
    }
    const id = data[call.createdIDField ?? 'id'];
    if (typeof id === 'string') {
        call.span.setAttribute(call.createdIDAttribute, id);
    }
}
/**
 * The attributes of the call spans, by span name.
 */
const SPAN_ATTRIBUTES = {
    'anthropic.messages.create': {
        constants: { 'gen_ai.operation.name': 'chat' },
        request: [
            ['gen_ai.request.model', ['model'], 'string'],
            ['gen_ai.request.max_tokens', ['max_tokens'], 'integer'],
            ['gen_ai.request.reasoning.level', ['output_config', 'effort'], 'string'],
            ['anthropic.request.service_tier', ['service_tier'], 'string'],
            ['anthropic.thinking.type', ['thinking', 'type'], 'string'],
            ['anthropic.thinking.budget_tokens', ['thinking', 'budget_tokens'], 'integer'],
        ],
        requestHeaders: [['anthropic.beta', 'anthropic-beta', { array: 'string' }]],
        stream: 'gen_ai.request.stream',
        response: [
            ['gen_ai.response.id', ['id'], 'string'],
            ['gen_ai.response.model', ['model'], 'string'],
            ['gen_ai.usage.cache_write.input_tokens', ['usage', 'cache_creation_input_tokens'], 'integer'],
            ['gen_ai.usage.cache_read.input_tokens', ['usage', 'cache_read_input_tokens'], 'integer'],
            [
                'anthropic.usage.cache_creation.ephemeral_5m_input_tokens',
                ['usage', 'cache_creation', 'ephemeral_5m_input_tokens'],
                'integer',
            ],
            [
                'anthropic.usage.cache_creation.ephemeral_1h_input_tokens',
                ['usage', 'cache_creation', 'ephemeral_1h_input_tokens'],
                'integer',
            ],
            ['anthropic.response.service_tier', ['usage', 'service_tier'], 'string'],
            ['gen_ai.usage.output_tokens', ['usage', 'output_tokens'], 'integer'],
            [
                'gen_ai.usage.reasoning.output_tokens',
                ['usage', 'output_tokens_details', 'thinking_tokens'],
                'integer',
            ],
            ['anthropic.message.stop_reason', ['stop_reason'], 'string'],
        ],
    },
    'anthropic.messages.count_tokens': {
        request: [['gen_ai.request.model', ['model'], 'string']],
        response: [['anthropic.message.count_tokens.input_tokens', ['input_tokens'], 'integer']],
    },
    'anthropic.sessions.create': {
        request: [['anthropic.session.environment.id', ['environment_id'], 'string']],
        response: [
            ['gen_ai.agent.name', ['agent', 'name'], 'string'],
            ['gen_ai.request.model', ['agent', 'model', 'id'], 'string'],
        ],
    },
};
/**
 * The attributes that the call span named `name` starts with, from {@link SPAN_ATTRIBUTES}: its
 * constants and, from `request`, the options of the call's request, what the body, the headers
 * and the stream flag give. The headers are the client's default headers and then the request's,
 * as the client sends them. A property or a header that the request lacks, or whose value is not of
 * the attribute's type, gives nothing. Neither does a read that throws ({@link guardTracing}): a
 * property of the body costs the span its own attribute, and the headers cost it theirs.
 */
function requestAttributes(client, name, request) {
    const table = SPAN_ATTRIBUTES[name];
    if (!table) {
        return {};
    }
    const attributes = { ...table.constants };
    for (const [attribute, path, type] of table.request ?? []) {
        const value = guardTracing(client, () => attributeValue(dig(request?.body, path), type));
        if (value !== undefined) {
            attributes[attribute] = value;
        }
    }
    const { requestHeaders } = table;
    if (requestHeaders) {
        guardTracing(client, () => {
            // `_options` is private to the client.
            const headers = (0,internal_headers/* buildHeaders */.db)([client['_options'].defaultHeaders, request?.headers]).values;
            for (const [attribute, header, type] of requestHeaders) {
                const value = headerValue(headers.get(header), type);
                if (value !== undefined) {
                    attributes[attribute] = value;
                }
            }
        });
    }
    if (table.stream !== undefined && request?.stream) {
        attributes[table.stream] = true;
    }
    return attributes;
}
/**
 * Sets on `span`, a call span named `name`, the attributes that {@link SPAN_ATTRIBUTES} gives it
 * from `data`, the parsed body of the call's response. A property that `data` lacks, or whose
 * value is not of the attribute's type, sets nothing. This never throws, so that the caller goes on
 * to end the span: what one attribute throws costs the span that attribute alone.
 */
function setResponseAttributes(span, name, data) {
    for (const [attribute, path, type] of SPAN_ATTRIBUTES[name]?.response ?? []) {
        try {
            const value = attributeValue(dig(data, path), type);
            if (value !== undefined) {
                span.setAttribute(attribute, value);
            }
        }
        catch { }
    }
}
/** The value at `path` under `data`, or `undefined` when a step of the path is not an object. */
function dig(data, path) {
    let value = data;
    for (const name of path) {
        if (typeof value !== 'object' || value === null) {
            return undefined;
        }
        value = value[name];
    }
    return value;
}
/** `value` as the value of an attribute of `type`, or `undefined` when it is of another type. */
function attributeValue(value, type) {
    if (typeof type === 'object') {
        return Array.isArray(value) && value.every((item) => attributeValue(item, type.array) !== undefined) ?
            [...value]
            : undefined;
    }
    switch (typeof value) {
        case 'string':
            return type === 'string' || type === 'unknown' ? value : undefined;
        case 'boolean':
            return type === 'boolean' || type === 'unknown' ? value : undefined;
        case 'number':
            return type === 'integer' || type === 'number' || type === 'unknown' ? value : undefined;
        default:
            return undefined;
    }
}
/**
 * `value`, a header's value, as the value of an attribute of `type`: the items of its
 * comma-separated list for an array, and the value as it is otherwise. `undefined` for a header
 * that is absent or lists nothing.
 */
function headerValue(value, type) {
    const items = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    if (value == null || items.length === 0) {
        return undefined;
    }
    return typeof type === 'object' ? items : value;
}
/**
 * `server.address` and `server.port` for the server at `url`, a client's base URL.
 */
function serverAttributes(url) {
    try {
        const { hostname, port, protocol } = new URL(url);
        return {
            // `URL.hostname` keeps an IPv6 literal's brackets, which delimit it in a URL;
            // `server.address` is the bare address.
            [ATTR_SERVER_ADDRESS]: hostname.replace(/^\[(.*)\]$/, '$1'),
            [ATTR_SERVER_PORT]: port ? Number(port)
                : protocol === 'http:' ? 80
                    : 443,
        };
    }
    catch {
        return {};
    }
}
/**
 * Records on `call` that the client is about to make an attempt of the call: a request with
 * `method` to `url`. The first attempt gives the span `http.request.method` and the `url.*`
 * attributes, which a later attempt never replaces. Each later attempt, whatever its reason,
 * counts in `http.request.resend_count`, which a call with one attempt does not have.
 *
 * A query with a parameter whose value is content ({@link CONTENT_QUERY_PARAMS}, and the call's own
 * `contentQueryParams`) makes `url.query` and `url.full` content too, which the span has only when
 * `recordsContent` is true.
 */
function recordAttempt(call, method, url, recordsContent = false) {
    call.attempts = (call.attempts ?? 0) + 1;
    if (call.attempts > 1) {
        call.span.setAttribute(ATTR_HTTP_REQUEST_RESEND_COUNT, call.attempts - 1);
        return;
    }
    call.span.setAttribute(ATTR_HTTP_REQUEST_METHOD, method);
    try {
        const { protocol, host, pathname, search } = new URL(url);
        const query = definedQuery(search.slice(1), call.queryParams, call.contentQueryParams);
        call.span.setAttributes({
            [ATTR_URL_SCHEME]: protocol.slice(0, -1),
            [ATTR_URL_PATH]: pathname,
        });
        if (query?.content && !recordsContent) {
            return;
        }
        call.span.setAttributes({
            ...(query !== undefined ? { [ATTR_URL_QUERY]: query.value } : undefined),
            // With the recorded query, not the one sent.
            [ATTR_URL_FULL]: `${protocol}//${host}${pathname}${query !== undefined ? `?${query.value}` : ''}`,
        });
    }
    catch { }
}
/**
 * The query parameters whose value is content on every endpoint that defines them.
 */
const CONTENT_QUERY_PARAMS = ['email', 'path_prefix', 'expected_content_sha256'];
/**
 * The parts of `query`, a query string as sent, whose parameter is one of `defined`, as they were
 * sent and in their order, or `undefined` when there is none. A part's parameter is its
 * percent-decoded name, or that name without a final `[]`, which is how an array parameter `ids`
 * is sent: a name with other brackets, such as `created_at[gte]`, has to be one of `defined` as it
 * is. `content` says whether one of those parameters is one of {@link CONTENT_QUERY_PARAMS} or of
 * `contentParams`.
 */
function definedQuery(query, defined, contentParams) {
    if (!query || !defined?.length) {
        return undefined;
    }
    let content = false;
    const parts = query.split('&').filter((part) => {
        try {
            const name = decodeURIComponent(part.split('=', 1)[0]);
            const param = defined.includes(name) || !name.endsWith('[]') ? name : name.slice(0, -2);
            if (!defined.includes(param)) {
                return false;
            }
            content || (content = CONTENT_QUERY_PARAMS.includes(param) || !!contentParams?.includes(param));
            return true;
        }
        catch {
            return false;
        }
    });
    return parts.length ? { value: parts.join('&'), content } : undefined;
}
/**
 * Returns `headers` with the trace context of `span` injected, as the propagator the
 * application registered writes it, in place of any such headers already present. The client
 * sends these with each attempt, so a retry carries the context afresh.
 */
function injectTraceHeaders(span, headers) {
    // `fetchOptions` can replace the built headers with a plain object.
    const values = (0,internal_headers/* buildHeaders */.db)([headers]).values;
    for (const [key, value] of Object.entries(injectContext(span))) {
        values.set(key, value);
    }
    return values;
}
/**
 * Ends `span`, the call span of an API call, now that the call has `result`. The span gets
 * `http.response.status_code` when a response arrived, and its status: `ERROR` with `error.type`
 * when the call failed, none when the application aborted it, and `OK` otherwise. The span of a
 * streamed body that the application has yet to read ends through
 * {@link endApiCallSpanWhenStreamEnds} instead.
 *
 * The span also gets the attributes that come from the response's headers
 * ({@link setResponseHeaderAttributes}).
 *
 * The span of a call that succeeded also gets the attributes that come from the parsed body of
 * its response ({@link setResponseAttributes}).
 *
 * The span ends even when one of these steps throws. Does nothing to a span that is not recording,
 * such as one that already ended.
 */
function endApiCallSpan(span, result) {
    if (!span.isRecording()) {
        return;
    }
    try {
        setResponseStatusCode(span, result);
        setResponseHeaderAttributes(span, result.response ??
            (result.status === 'error' && result.error instanceof core_error/* APIError */.LG ? result.error : undefined));
        switch (result.status) {
            case 'success':
                if (result.options.__span) {
                    setResponseAttributes(span, result.options.__span.name, result.data);
                }
                span.setStatus({ code: trace_status/* SpanStatusCode */.s.OK });
                break;
            case 'error':
                setErrorStatus(span, result.error);
                break;
        }
    }
    finally {
        span.end();
    }
}
/**
 * Reports the application's read of `stream` to `observer`, by replacing the iterator of `stream`
 * in place. `signal` is the abort signal of the request that `stream` reads. Only the first
 * iterator is observed. What the callbacks throw is dropped.
 */
function observeStream(stream, signal, observer) {
    // Unbound, so that the abort listener, which `signal` keeps, does not keep an unread `stream`.
    const iterate = stream[Symbol.asyncIterator];
    let ended = false;
    const end = (how) => {
        if (ended)
            return;
        ended = true;
        signal.removeEventListener('abort', cancel);
        try {
            observer.onEnd(how);
        }
        catch { }
    };
    const cancel = () => end({ reason: 'canceled' });
    if (signal.aborted)
        return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    let observed = false;
    stream[Symbol.asyncIterator] = function () {
        const source = iterate.call(this);
        if (observed)
            return source;
        observed = true;
        // From here the iterator sees every way the read can end. `Stream` also aborts its own
        // controller when it fails or is closed, which must not count as the application's abort.
        signal.removeEventListener('abort', cancel);
        const iterator = {
            async next() {
                let result;
                try {
                    result = await source.next();
                }
                catch (error) {
                    end({ reason: 'failed', error });
                    throw error;
                }
                if (result.done) {
                    // `Stream` ends quietly when the application aborts the request.
                    end({ reason: signal.aborted ? 'canceled' : 'completed' });
                }
                else if (!ended) {
                    try {
                        observer.onItem?.(result.value);
                    }
                    catch { }
                }
                return result;
            },
            async return(value) {
                cancel();
                return (await source.return?.(value)) ?? { done: true, value };
            },
            async throw(error) {
                cancel();
                if (source.throw)
                    return source.throw(error);
                throw error;
            },
            [Symbol.asyncIterator]: () => iterator,
        };
        return iterator;
    };
}
/**
 * Ends `span`, the call span of an API call, when the application's read of its streamed response
 * body `stream` ends. Server-sent events have no end event, so the server ending them is not `OK`;
 * any other body is complete at its end.
 */
function endApiCallSpanWhenStreamEnds(span, stream, props) {
    if (!span.isRecording())
        return;
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, props.response.status);
    setResponseHeaderAttributes(span, props.response);
    const isSSE = stream instanceof streaming/* Stream */.Z;
    observeStream(stream, props.controller.signal, {
        onEnd(end) {
            if (end.reason === 'failed')
                setErrorStatus(span, end.error);
            else if (end.reason === 'completed' && !isSSE) {
                span.setStatus({ code: trace_status/* SpanStatusCode */.s.OK });
            }
            span.end();
        },
    });
}
/**
 * Sets `http.response.status_code` on the call span from the response in `result`, or from its
 * error when that is an error response.
 */
function setResponseStatusCode(span, result) {
    const status = result.response?.status ??
        (result.status === 'error' && result.error instanceof core_error/* APIError */.LG ? result.error.status : undefined);
    if (status !== undefined) {
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    }
}
/**
 * The attributes that every call span gets from a header of the response, each with the header's
 * name.
 */
const RESPONSE_HEADER_ATTRIBUTES = [
    ['anthropic.request.id', 'request-id'],
    ['anthropic.organization.id', 'anthropic-organization-id'],
    ['anthropic.workspace.id', 'anthropic-workspace-id'],
];
/**
 * Sets on `span`, the call span of an API call, the attributes that come from the headers of
 * `response`, the call's response or the error made from it
 * ({@link RESPONSE_HEADER_ATTRIBUTES}). A header that is absent or empty sets nothing. This never
 * throws, so that the caller goes on to end the span: headers that throw when read set nothing,
 * and what one attribute throws costs the span that attribute alone.
 */
function setResponseHeaderAttributes(span, response) {
    let headers;
    try {
        headers = response?.headers;
    }
    catch {
        return;
    }
    for (const [attribute, header] of RESPONSE_HEADER_ATTRIBUTES) {
        try {
            const value = headers?.get(header);
            if (value) {
                span.setAttribute(attribute, value);
            }
        }
        catch { }
    }
}
/**
 * Gives `span` the status of an operation that failed with `error`: `ERROR`, with `error.type`
 * set to `type` or else derived from `error`. An abort by the application is a cancellation,
 * not a failure, and leaves the status unset.
 */
function setErrorStatus(span, error, type) {
    if (error instanceof core_error/* APIUserAbortError */.cH || (0,errors/* isAbortError */.z)(error)) {
        return;
    }
    span.setStatus({ code: trace_status/* SpanStatusCode */.s.ERROR });
    span.setAttribute(ATTR_ERROR_TYPE, type ?? errorType(error));
}
/**
 * The headers that carry `span`'s trace context, from the propagator the application registered.
 */
function injectContext(span) {
    const carrier = {};
    propagation_api/* propagation */.$.inject(trace_api/* trace */.u.setSpan(context_api/* context */._.active(), span), carrier);
    return carrier;
}
/**
 * The `error.type` of an operation that failed with `error`. An error response has the type of
 * its error envelope when the API sent one, and its status code otherwise.
 */
function errorType(error) {
    if (error instanceof core_error/* APIConnectionTimeoutError */.qA) {
        return 'client_timeout_error';
    }
    if (error instanceof core_error/* APIConnectionError */.xX) {
        return 'connection_error';
    }
    if (error instanceof core_error/* APIError */.LG) {
        if (error.type) {
            return error.type;
        }
        if (error.status !== undefined) {
            return String(error.status);
        }
    }
    return 'client_error';
}
//# sourceMappingURL=tracing.mjs.map

/***/ }),

/***/ 33364:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ __classPrivateFieldSet),
/* harmony export */   g: () => (/* binding */ __classPrivateFieldGet)
/* harmony export */ });
function __classPrivateFieldSet(receiver, state, value, kind, f) {
    if (kind === "m")
        throw new TypeError("Private method is not writable");
    if (kind === "a" && !f)
        throw new TypeError("Private accessor was defined without a setter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
        throw new TypeError("Cannot write private member to an object whose class did not declare it");
    return kind === "a" ? f.call(receiver, value) : f ? (f.value = value) : state.set(receiver, value), value;
}
function __classPrivateFieldGet(receiver, state, kind, f) {
    if (kind === "a" && !f)
        throw new TypeError("Private accessor was defined without a getter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
        throw new TypeError("Cannot read private member from an object whose class did not declare it");
    return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
}



/***/ }),

/***/ 38686:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ML: () => (/* binding */ checkFileSupport),
/* harmony export */   Td: () => (/* binding */ isAsyncIterable),
/* harmony export */   VE: () => (/* binding */ makeFile),
/* harmony export */   mG: () => (/* binding */ getName)
/* harmony export */ });
/* unused harmony exports maybeMultipartFormRequestOptions, multipartFormRequestOptions, createForm */


const checkFileSupport = () => {
    if (typeof File === 'undefined') {
        const { process } = globalThis;
        const isOldNode = typeof process?.versions?.node === 'string' && parseInt(process.versions.node.split('.')) < 20;
        throw new Error('`File` is not defined as a global, which is required for file uploads.' +
            (isOldNode ?
                " Update to Node 20 LTS or newer, or set `globalThis.File` to `import('node:buffer').File`."
                : ''));
    }
};
/**
 * Construct a `File` instance. This is used to ensure a helpful error is thrown
 * for environments that don't define a global `File` yet.
 */
function makeFile(fileBits, fileName, options) {
    checkFileSupport();
    return new File(fileBits, fileName ?? '', options);
}
function getName(value, stripPath) {
    const val = (typeof value === 'object' &&
        value !== null &&
        (('name' in value && value.name && String(value.name)) ||
            ('url' in value && value.url && String(value.url)) ||
            ('filename' in value && value.filename && String(value.filename)) ||
            ('path' in value && value.path && String(value.path)))) ||
        '';
    return stripPath ? val.split(/[\\/]/).pop() || undefined : val;
}
const isAsyncIterable = (value) => value != null && typeof value === 'object' && typeof value[Symbol.asyncIterator] === 'function';
/**
 * Returns a multipart/form-data request if any part of the given request body contains a File / Blob value.
 * Otherwise returns the request as is.
 */
const maybeMultipartFormRequestOptions = async (opts, fetch) => {
    if (!hasUploadableValue(opts.body))
        return opts;
    return { ...opts, body: await createForm(opts.body, fetch) };
};
const multipartFormRequestOptions = async (opts, fetch, stripFilenames = true) => {
    try {
        return { ...opts, body: await createForm(opts.body, fetch, stripFilenames) };
    }
    catch (error) {
        // The client, which ends the call span of a failed call, never gets these options.
        const span = opts.__span?.span;
        if (span) {
            guardTracing(typeof fetch === 'function' ? undefined : fetch, () => endApiCallSpan(span, { status: 'error', options: opts, error }));
        }
        throw error;
    }
};
const supportsFormDataMap = /* @__PURE__ */ new WeakMap();
/**
 * node-fetch doesn't support the global FormData object in recent node versions. Instead of sending
 * properly-encoded form data, it just stringifies the object, resulting in a request body of "[object FormData]".
 * This function detects if the fetch function provided supports the global FormData object to avoid
 * confusing error messages later on.
 */
function supportsFormData(fetchObject) {
    const fetch = typeof fetchObject === 'function' ? fetchObject : fetchObject.fetch;
    const cached = supportsFormDataMap.get(fetch);
    if (cached)
        return cached;
    const promise = (async () => {
        try {
            const FetchResponse = ('Response' in fetch ?
                fetch.Response
                : (await fetch('data:,')).constructor);
            const data = new FormData();
            if (data.toString() === (await new FetchResponse(data).text())) {
                return false;
            }
            return true;
        }
        catch {
            // avoid false negatives
            return true;
        }
    })();
    supportsFormDataMap.set(fetch, promise);
    return promise;
}
const createForm = async (body, fetch, stripFilenames = true) => {
    if (!(await supportsFormData(fetch))) {
        throw new TypeError('The provided fetch function does not support file uploads with the current global FormData class.');
    }
    const form = new FormData();
    await Promise.all(Object.entries(body || {}).map(([key, value]) => addFormValue(form, key, value, stripFilenames)));
    return form;
};
// Blob, not File: bare Blobs and Bun.file() results don't inherit from File.
const isUploadable = (value) => typeof value === 'object' &&
    value !== null &&
    (value instanceof Response || isAsyncIterable(value) || value instanceof Blob);
const hasUploadableValue = (value) => {
    if (isUploadable(value))
        return true;
    if (Array.isArray(value))
        return value.some(hasUploadableValue);
    if (value && typeof value === 'object') {
        for (const k in value) {
            if (hasUploadableValue(value[k]))
                return true;
        }
    }
    return false;
};
const addFormValue = async (form, key, value, stripFilenames) => {
    if (value === undefined)
        return;
    if (value == null) {
        throw new TypeError(`Received null for "${key}"; to pass null in FormData, you must use the string 'null'`);
    }
    // TODO: make nested formats configurable
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        form.append(key, String(value));
    }
    else if (value instanceof Response) {
        let options = {};
        const contentType = value.headers.get('Content-Type');
        if (contentType) {
            options = { type: contentType };
        }
        form.append(key, makeFile([await value.blob()], getName(value, stripFilenames), options));
    }
    else if (isAsyncIterable(value)) {
        form.append(key, makeFile([await new Response(ReadableStreamFrom(value)).blob()], getName(value, stripFilenames)));
    }
    else if (value instanceof Blob) {
        // A File's name is one the caller chose, so it is sent as is; any other Blob's name is a path.
        const isFile = typeof File !== 'undefined' && value instanceof File;
        const name = isFile ? value.name : getName(value, stripFilenames);
        form.append(key, makeFile([value], name, { type: value.type }));
    }
    else if (Array.isArray(value)) {
        await Promise.all(value.map((entry) => addFormValue(form, key + '[]', entry, stripFilenames)));
    }
    else if (typeof value.then === 'function') {
        throw new TypeError(`Received a Promise for "${key}"; await it first, e.g. \`await toFile(...)\``);
    }
    else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
        throw new TypeError(`Received ${value.constructor.name} for "${key}"; to upload raw bytes, wrap them with \`await toFile(bytes, 'filename')\``);
    }
    else if (typeof value === 'object') {
        await Promise.all(Object.entries(value).map(([name, prop]) => addFormValue(form, `${key}[${name}]`, prop, stripFilenames)));
    }
    else {
        throw new TypeError(`Invalid value given to form, expected a string, number, boolean, object, Array, File or Blob but got ${value} instead`);
    }
};
//# sourceMappingURL=uploads.mjs.map

/***/ }),

/***/ 19083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ decodeUTF8),
/* harmony export */   Id: () => (/* binding */ concatBytes),
/* harmony export */   YH: () => (/* binding */ encodeUTF8)
/* harmony export */ });
function concatBytes(buffers) {
    let length = 0;
    for (const buffer of buffers) {
        length += buffer.length;
    }
    const output = new Uint8Array(length);
    let index = 0;
    for (const buffer of buffers) {
        output.set(buffer, index);
        index += buffer.length;
    }
    return output;
}
let encodeUTF8_;
function encodeUTF8(str) {
    let encoder;
    return (encodeUTF8_ ??
        ((encoder = new globalThis.TextEncoder()), (encodeUTF8_ = encoder.encode.bind(encoder))))(str);
}
let decodeUTF8_;
function decodeUTF8(bytes) {
    let decoder;
    return (decodeUTF8_ ??
        ((decoder = new globalThis.TextDecoder()), (decodeUTF8_ = decoder.decode.bind(decoder))))(bytes);
}
//# sourceMappingURL=bytes.mjs.map

/***/ }),

/***/ 40111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readEnv)
/* harmony export */ });
/**
 * Read an environment variable.
 *
 * Trims beginning and trailing whitespace.
 *
 * Will return undefined if the environment variable doesn't exist or cannot be accessed.
 */
const readEnv = (env) => {
    if (typeof globalThis.process !== 'undefined') {
        return globalThis.process.env?.[env]?.trim() || undefined;
    }
    if (typeof globalThis.Deno !== 'undefined') {
        return globalThis.Deno.env?.get?.(env)?.trim() || undefined;
    }
    return undefined;
};
//# sourceMappingURL=env.mjs.map

/***/ }),

/***/ 37412:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ defaultLogLevel),
/* harmony export */   ML: () => (/* binding */ parseLogLevel),
/* harmony export */   Um: () => (/* binding */ defaultLogger),
/* harmony export */   WG: () => (/* binding */ loggerFor),
/* harmony export */   dF: () => (/* binding */ debugLogRequestDetails)
/* harmony export */ });
/* unused harmony export formatRequestDetails */
/* harmony import */ var _values_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69296);
/* harmony import */ var _env_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40111);


const defaultLogLevel = 'warn';
const levelNumbers = {
    off: 0,
    error: 200,
    warn: 300,
    info: 400,
    debug: 500,
};
const parseLogLevel = (maybeLevel, sourceName, logger) => {
    if (!maybeLevel) {
        return undefined;
    }
    if ((0,_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(levelNumbers, maybeLevel)) {
        return maybeLevel;
    }
    logger.warn(`${sourceName} was set to ${JSON.stringify(maybeLevel)}, expected one of ${JSON.stringify(Object.keys(levelNumbers))}`);
    return undefined;
};
function noop() { }
function makeLogFn(fnLevel, logger, logLevel) {
    if (!logger || levelNumbers[fnLevel] > levelNumbers[logLevel]) {
        return noop;
    }
    else {
        // Don't wrap logger functions, we want the stacktrace intact!
        return logger[fnLevel].bind(logger);
    }
}
const noopLogger = {
    error: noop,
    warn: noop,
    info: noop,
    debug: noop,
};
let cachedLoggers = /* @__PURE__ */ new WeakMap();
function filterLogger(logger, logLevel) {
    const cachedLogger = cachedLoggers.get(logger);
    if (cachedLogger && cachedLogger[0] === logLevel) {
        return cachedLogger[1];
    }
    const levelLogger = {
        error: makeLogFn('error', logger, logLevel),
        warn: makeLogFn('warn', logger, logLevel),
        info: makeLogFn('info', logger, logLevel),
        debug: makeLogFn('debug', logger, logLevel),
    };
    cachedLoggers.set(logger, [logLevel, levelLogger]);
    return levelLogger;
}
function loggerFor(client) {
    const logger = client.logger;
    const logLevel = client.logLevel ?? 'off';
    if (!logger) {
        return noopLogger;
    }
    return filterLogger(logger, logLevel);
}
let lastEnvLevel;
let cachedDefaultLogger;
/**
 * A logger matching the client defaults — `console`, filtered to
 * `ANTHROPIC_LOG` or {@link defaultLogLevel} — for contexts with no client to
 * read the configured `logger`/`logLevel` from.
 *
 * Cached per `ANTHROPIC_LOG` value so an invalid value warns once, like a
 * client construction does, rather than on every request.
 */
function defaultLogger() {
    const envLevel = (0,_env_mjs__WEBPACK_IMPORTED_MODULE_1__/* .readEnv */ .s)('ANTHROPIC_LOG');
    if (!cachedDefaultLogger || envLevel !== lastEnvLevel) {
        lastEnvLevel = envLevel;
        cachedDefaultLogger = filterLogger(console, parseLogLevel(envLevel, "process.env['ANTHROPIC_LOG']", filterLogger(console, defaultLogLevel)) ??
            defaultLogLevel);
    }
    return cachedDefaultLogger;
}
/**
 * Logs `details` at debug level. Formatting copies headers and options, so it
 * runs only when debug logging is enabled.
 */
function debugLogRequestDetails(logger, message, details) {
    // `loggerFor` filters disabled levels to `noop`.
    if (logger.debug === noop) {
        return;
    }
    logger.debug(message, formatRequestDetails(details));
}
const formatRequestDetails = (details) => {
    if (details.options) {
        details.options = { ...details.options };
        delete details.options['headers']; // redundant + leaks internals
        delete details.options['__span']; // internal + circular, which fails a logger that writes JSON
    }
    if (details.headers) {
        details.headers = Object.fromEntries((details.headers instanceof Headers ? [...details.headers] : Object.entries(details.headers)).map(([name, value]) => [
            name,
            (name.toLowerCase() === 'authorization' ||
                name.toLowerCase() === 'proxy-authorization' ||
                name.toLowerCase() === 'api-key' ||
                name.toLowerCase() === 'x-api-key' ||
                name.toLowerCase() === 'x-amz-security-token' ||
                name.toLowerCase() === 'cookie' ||
                name.toLowerCase() === 'set-cookie') ?
                '***'
                : value,
        ]));
    }
    if ('retryOfRequestLogID' in details) {
        if (details.retryOfRequestLogID) {
            details.retryOf = details.retryOfRequestLogID;
        }
        delete details.retryOfRequestLogID;
    }
    return details;
};
//# sourceMappingURL=log.mjs.map

/***/ }),

/***/ 69296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ hasOwn),
/* harmony export */   MH: () => (/* binding */ isReadonlyArray),
/* harmony export */   cy: () => (/* binding */ isArray),
/* harmony export */   f2: () => (/* binding */ checkNever),
/* harmony export */   i8: () => (/* binding */ maybeObj),
/* harmony export */   ml: () => (/* binding */ safeJSON),
/* harmony export */   nt: () => (/* binding */ isAbsoluteURL),
/* harmony export */   rn: () => (/* binding */ CREDENTIAL_OPTIONS),
/* harmony export */   sA: () => (/* binding */ isObj),
/* harmony export */   wQ: () => (/* binding */ validatePositiveInteger),
/* harmony export */   ze: () => (/* binding */ isEmptyObj)
/* harmony export */ });
/* unused harmony exports ensurePresent, rejectUnsupportedCredentials, coerceInteger, coerceFloat, coerceBoolean, maybeCoerceInteger, maybeCoerceFloat, maybeCoerceBoolean, pop */
/* harmony import */ var _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25064);

// https://url.spec.whatwg.org/#url-scheme-string
const startsWithSchemeRegexp = /^[a-z][a-z0-9+.-]*:/i;
const isAbsoluteURL = (url) => {
    return startsWithSchemeRegexp.test(url);
};
let isArray = (val) => ((isArray = Array.isArray), isArray(val));
let isReadonlyArray = isArray;
/** Returns an object if the given value isn't an object, otherwise returns as-is */
function maybeObj(x) {
    if (typeof x !== 'object') {
        return {};
    }
    return x ?? {};
}
// https://stackoverflow.com/a/34491287
function isEmptyObj(obj) {
    if (!obj)
        return true;
    for (const _k in obj)
        return false;
    return true;
}
// https://eslint.org/docs/latest/rules/no-prototype-builtins
function hasOwn(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key);
}
function isObj(obj) {
    return obj != null && typeof obj === 'object' && !Array.isArray(obj);
}
const ensurePresent = (value) => {
    if (value == null) {
        throw new AnthropicError(`Expected a value to be given but received ${value} instead.`);
    }
    return value;
};
const validatePositiveInteger = (name, n) => {
    if (typeof n !== 'number' || !Number.isInteger(n)) {
        throw new _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__/* .AnthropicError */ .pJ(`${name} must be an integer`);
    }
    if (n < 0) {
        throw new _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__/* .AnthropicError */ .pJ(`${name} must be a positive integer`);
    }
    return n;
};
const CREDENTIAL_OPTIONS = ['apiKey', 'authToken', 'credentials', 'config', 'profile'];
/**
 * Throws when `options` holds a first-party credential option that a platform
 * client does not accept, so that a new one is rejected until the client opts
 * in. `null` passes, because the base `withOptions` fills the credential
 * options it clears with `null`.
 */
const rejectUnsupportedCredentials = (options, platform) => {
    for (const name of CREDENTIAL_OPTIONS) {
        if (!platform.accepts.includes(name) && options[name] != null) {
            throw new AnthropicError(platform.unsupportedOptionMessage(name));
        }
    }
};
const coerceInteger = (value) => {
    if (typeof value === 'number')
        return Math.round(value);
    if (typeof value === 'string')
        return parseInt(value, 10);
    throw new AnthropicError(`Could not coerce ${value} (type: ${typeof value}) into a number`);
};
const coerceFloat = (value) => {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'string')
        return parseFloat(value);
    throw new AnthropicError(`Could not coerce ${value} (type: ${typeof value}) into a number`);
};
const coerceBoolean = (value) => {
    if (typeof value === 'boolean')
        return value;
    if (typeof value === 'string')
        return value === 'true';
    return Boolean(value);
};
const maybeCoerceInteger = (value) => {
    if (value == null) {
        return undefined;
    }
    return coerceInteger(value);
};
const maybeCoerceFloat = (value) => {
    if (value == null) {
        return undefined;
    }
    return coerceFloat(value);
};
const maybeCoerceBoolean = (value) => {
    if (value == null) {
        return undefined;
    }
    return coerceBoolean(value);
};
const safeJSON = (text) => {
    try {
        return JSON.parse(text);
    }
    catch (err) {
        return undefined;
    }
};
// Gets a value from an object, deletes the key, and returns the value (or undefined if not found)
const pop = (obj, key) => {
    const value = obj[key];
    delete obj[key];
    return value;
};
/**
 * Compile-time exhaustiveness check: passing a value here only type-checks once every
 * member of its union has been handled. Does nothing at runtime, so unknown values from a
 * newer API version fall through instead of throwing.
 */
function checkNever(_value) { }
//# sourceMappingURL=values.mjs.map

/***/ }),

/***/ 53734:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ ATTR_GEN_AI_SYSTEM_INSTRUCTIONS),
/* harmony export */   EK: () => (/* binding */ GEN_AI_OUTPUT_TYPE_VALUE_JSON),
/* harmony export */   N$: () => (/* binding */ ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK),
/* harmony export */   Ql: () => (/* binding */ ATTR_GEN_AI_REQUEST_STOP_SEQUENCES),
/* harmony export */   ZZ: () => (/* binding */ ATTR_GEN_AI_OUTPUT_MESSAGES),
/* harmony export */   dt: () => (/* binding */ ATTR_GEN_AI_OUTPUT_TYPE),
/* harmony export */   ex: () => (/* binding */ ATTR_GEN_AI_INPUT_MESSAGES),
/* harmony export */   mS: () => (/* binding */ ATTR_GEN_AI_USAGE_INPUT_TOKENS),
/* harmony export */   mh: () => (/* binding */ ATTR_ANTHROPIC_TOOL_RESULT_CONTENT),
/* harmony export */   pn: () => (/* binding */ ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS),
/* harmony export */   sS: () => (/* binding */ ATTR_ANTHROPIC_CONTENT_TRUNCATED),
/* harmony export */   w3: () => (/* binding */ ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS)
/* harmony export */ });
/* unused harmony exports ATTR_GEN_AI_AGENT_ID, ATTR_GEN_AI_OPERATION_NAME, ATTR_GEN_AI_REQUEST_MODEL, ATTR_GEN_AI_TOOL_CALL_ARGUMENTS, ATTR_GEN_AI_TOOL_CALL_ID, ATTR_GEN_AI_TOOL_DESCRIPTION, ATTR_GEN_AI_TOOL_NAME, ATTR_GEN_AI_TOOL_TYPE, GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL, GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT, GEN_AI_TOOL_TYPE_VALUE_FUNCTION, ATTR_ANTHROPIC_TOOLSET_NAME */
// Named as `@opentelemetry/semantic-conventions` names them, and copied: that package exports the
// `gen_ai.*` names only from its unstable `incubating` entry point, which says to copy them.
const ATTR_GEN_AI_AGENT_ID = 'gen_ai.agent.id';

const ATTR_GEN_AI_INPUT_MESSAGES = 'gen_ai.input.messages';
const ATTR_GEN_AI_OPERATION_NAME = 'gen_ai.operation.name';
const ATTR_GEN_AI_OUTPUT_MESSAGES = 'gen_ai.output.messages';
const ATTR_GEN_AI_OUTPUT_TYPE = 'gen_ai.output.type';

const ATTR_GEN_AI_REQUEST_MODEL = 'gen_ai.request.model';
const ATTR_GEN_AI_REQUEST_STOP_SEQUENCES = 'gen_ai.request.stop_sequences';
const ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK = 'gen_ai.response.time_to_first_chunk';
const ATTR_GEN_AI_SYSTEM_INSTRUCTIONS = 'gen_ai.system_instructions';
const ATTR_GEN_AI_TOOL_CALL_ARGUMENTS = 'gen_ai.tool.call.arguments';
const ATTR_GEN_AI_TOOL_CALL_ID = 'gen_ai.tool.call.id';
const ATTR_GEN_AI_TOOL_DESCRIPTION = 'gen_ai.tool.description';
const ATTR_GEN_AI_TOOL_NAME = 'gen_ai.tool.name';
const ATTR_GEN_AI_TOOL_TYPE = 'gen_ai.tool.type';
const ATTR_GEN_AI_USAGE_INPUT_TOKENS = 'gen_ai.usage.input_tokens';
const GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL = 'execute_tool';
const GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT = 'invoke_agent';
const GEN_AI_OUTPUT_TYPE_VALUE_JSON = 'json';
const GEN_AI_TOOL_TYPE_VALUE_FUNCTION = 'function';
// This API's own attribute names, in the same style.
const ATTR_ANTHROPIC_CONTENT_TRUNCATED = 'anthropic.content.truncated';
const ATTR_ANTHROPIC_TOOL_RESULT_CONTENT = 'anthropic.tool_result.content';
const ATTR_ANTHROPIC_TOOLSET_NAME = 'anthropic.toolset.name';
const ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS = 'anthropic.usage.compaction.input_tokens';
const ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS = 'anthropic.usage.compaction.output_tokens';
//# sourceMappingURL=attributes.mjs.map

/***/ }),

/***/ 88188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cu: () => (/* binding */ setMessageContentAttributes)
/* harmony export */ });
/* unused harmony exports toolResultContentBlocks, setContentAttributes */
/* harmony import */ var _attributes_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53734);

/**
 * Sets the content attributes of a `messages.create` API call, within `limit` bytes: first
 * with the request alone, and again with `output`, the response's content blocks. The second call
 * sets only the output when that fits beside the request's content, and otherwise sets everything
 * again to remove more of it.
 */
function setMessageContentAttributes(call, body, output, limit) {
    const span = call.span;
    const requestSize = call.requestContentSize;
    if (output !== undefined && requestSize !== undefined) {
        const outputMessages = JSON.stringify([{ role: 'assistant', parts: contentParts(output) }]);
        if (requestSize + 3 * outputMessages.length <= limit ||
            requestSize + utf8Length(outputMessages) <= limit) {
            span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ, outputMessages);
            return;
        }
    }
    const size = setContentAttributes(span, {
        // An empty list sets no attribute.
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_REQUEST_STOP_SEQUENCES */ .Ql]: body.stop_sequences?.length ? [...body.stop_sequences] : undefined,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]: body.system === undefined ? undefined : contentParts(body.system),
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]: body.messages.map((message) => ({ role: message.role, parts: contentParts(message.content) })),
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]: output === undefined ? undefined : [{ role: 'assistant', parts: contentParts(output) }],
    }, limit);
    if (output === undefined) {
        call.requestContentSize = size;
    }
}
function contentParts(content) {
    if (typeof content === 'string') {
        return [{ type: 'text', content }];
    }
    return content?.map(blockPart) ?? [];
}
/**
 * The part of a content block. A block that the conventions have no part for is a part with only
 * a type: image and document data is large and binary, and redacted thinking is encrypted.
 */
function blockPart(block) {
    switch (block.type) {
        case 'text':
            return { type: 'text', content: block.text };
        case 'thinking':
            return { type: 'reasoning', content: block.thinking };
        case 'tool_use':
            return {
                type: 'tool_call',
                id: block.id,
                name: block.name,
                arguments: block.input,
                // Only a call to a member of a toolset, such as `computer`, has one.
                ...(typeof block.toolset_name === 'string' ?
                    { anthropic_toolset_name: block.toolset_name }
                    : undefined),
            };
        case 'server_tool_use':
            return { type: 'tool_call', id: block.id, name: block.name, arguments: block.input };
        case 'mcp_tool_use':
            return {
                type: 'tool_call',
                id: block.id,
                name: block.name,
                arguments: block.input,
                anthropic_mcp_server_name: block.server_name,
            };
        case 'tool_result':
            return {
                type: 'tool_call_response',
                id: block.tool_use_id,
                response: toolResultContentBlocks(block.content),
            };
        default:
            if (typeof block.type !== 'string') {
                return { type: 'anthropic_unknown' };
            }
            if (block.type.endsWith('_tool_result') && 'tool_use_id' in block) {
                return {
                    type: 'tool_call_response',
                    id: block.tool_use_id,
                    response: resultBlockContent(block.content),
                };
            }
            return { type: `anthropic_${block.type}` };
    }
}
/**
 * The content blocks of a tool result, always as a list: a result with no content has none. A text
 * block and a search result block keep their fields ({@link withoutLeftOutFields}), and any other
 * block has only its type.
 */
function toolResultContentBlocks(content) {
    // A tool written in JavaScript can return `null`, which the runner sends as it is.
    if (content === undefined || content === null) {
        return [];
    }
    if (typeof content === 'string') {
        return [{ type: 'text', text: content }];
    }
    return content.map((block) => {
        if (block.type === 'text' || block.type === 'search_result') {
            return withoutLeftOutFields(block);
        }
        if (typeof block.type !== 'string') {
            return { type: 'unknown' };
        }
        return { type: block.type };
    });
}
/**
 * What a span holds of the content of a server tool's or an MCP tool's result block, which is a
 * string, a list of blocks, or one object such as a code execution result or an error: always a
 * list, which holds that one object alone.
 */
function resultBlockContent(content) {
    if (content === undefined || content === null) {
        return [];
    }
    if (typeof content === 'string') {
        return [{ type: 'text', text: content }];
    }
    if (!Array.isArray(content)) {
        return [withoutLeftOutFields(content)];
    }
    return content.map((block) => {
        if (block.type === 'text' || block.type === 'search_result' || block.type === 'web_search_result') {
            return withoutLeftOutFields(block);
        }
        if (typeof block.type !== 'string') {
            return { type: 'unknown' };
        }
        return { type: block.type };
    });
}
/**
 * `value` without, at any depth, the fields whose name starts with `encrypted_`, which are opaque,
 * and without image and document data, which is large and binary.
 */
function withoutLeftOutFields(value) {
    if (Array.isArray(value)) {
        return value.map(withoutLeftOutFields);
    }
    if (typeof value !== 'object' || value === null) {
        return value;
    }
    const { type, file_type } = value;
    if (type === 'image' || type === 'document') {
        return { type };
    }
    const isImageOrDocumentView = type === 'text_editor_code_execution_view_result' && (file_type === 'image' || file_type === 'pdf');
    // `Object.fromEntries` defines each field, so one named `__proto__` is kept like any other.
    return Object.fromEntries(Object.entries(value)
        .filter(([name]) => !name.startsWith('encrypted_') && !(name === 'content' && isImageOrDocumentView))
        .map(([name, field]) => [name, withoutLeftOutFields(field)]));
}
/**
 * Sets the content attributes of `span` within `limit` bytes of UTF-8.
 * `gen_ai.request.stop_sequences` alone is not JSON: the conventions type it as an array of
 * strings, which every backend takes, and its size is that of its strings. Each other attribute is
 * one JSON string.
 *
 * A UTF-16 code unit takes at most three bytes, so content whose `length` is at most a third of
 * the limit fits, as most does, and is not measured. Other content is measured in bytes
 * ({@link utf8Length}).
 *
 * First, the stop sequences, and an attribute that {@link ContentAttributes} does not name, are
 * left out whole when they alone are over the limit. Then message parts are removed to fit
 * ({@link withoutFirstParts}), and on a tool span the last blocks of the tool result
 * ({@link truncateToolResultContent}). A span that lost any of these gets
 * `anthropic.content.truncated`. Only what stays after that can leave a span over the limit: an
 * emptied list, a message without parts, and the last text part, cut from its end.
 *
 * Returns the size of what it set, or more than that when it did not measure.
 */
function setContentAttributes(span, attributes, limit) {
    const { [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_REQUEST_STOP_SEQUENCES */ .Ql]: stopSequences, [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]: instructions, [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]: input, [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]: output, [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_ANTHROPIC_TOOL_RESULT_CONTENT */ .mh]: toolResult, ...others } = attributes;
    const messages = {
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]: instructions,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]: input,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]: output,
    };
    const values = {};
    const blocks = toolResult?.map((block) => JSON.stringify(block));
    // The 1 more for each string and the 2 are the commas and the brackets of the tool result.
    const length = [...(stopSequences ?? []), ...(blocks ?? [])].reduce((sum, text) => sum + text.length + 1, 2) +
        serialize(others, values) +
        serialize(messages, values);
    const sizeOf = 3 * length <= limit ? (text) => 3 * text.length : utf8Length;
    const sizeOfMessages = () => Object.keys(messages).reduce((sum, key) => sum + sizeOf(values[key] ?? ''), 0);
    const stopSequencesSize = stopSequences?.reduce((sum, each) => sum + sizeOf(each), 0) ?? 0;
    const keepsStopSequences = stopSequences !== undefined && stopSequencesSize <= limit;
    let size = keepsStopSequences ? stopSequencesSize : 0;
    let truncated = stopSequences !== undefined && !keepsStopSequences;
    for (const key of Object.keys(others)) {
        const jsonSize = sizeOf(values[key] ?? '');
        if (jsonSize > limit) {
            delete values[key];
            truncated = true;
        }
        else {
            size += jsonSize;
        }
    }
    let messagesSize = sizeOfMessages();
    if (size + messagesSize > limit) {
        const { truncated: lostParts, ...fitted } = withoutFirstParts(messages, size + messagesSize - limit);
        truncated || (truncated = lostParts);
        serialize(fitted, values);
        messagesSize = sizeOfMessages();
    }
    size += messagesSize;
    if (blocks !== undefined) {
        const kept = truncateToolResultContent(blocks, limit - size, sizeOf);
        values[_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_ANTHROPIC_TOOL_RESULT_CONTENT */ .mh] = kept.json;
        size += kept.size;
        truncated || (truncated = kept.truncated);
    }
    if (truncated) {
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_ANTHROPIC_CONTENT_TRUNCATED */ .sS, true);
    }
    if (keepsStopSequences) {
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_REQUEST_STOP_SEQUENCES */ .Ql, stopSequences);
    }
    for (const [key, value] of Object.entries(values)) {
        span.setAttribute(key, value);
    }
    return size;
}
/** Puts the JSON of each defined attribute in `values`, and returns the `length` of what it put there. */
function serialize(attributes, values) {
    let length = 0;
    for (const [key, value] of Object.entries(attributes)) {
        if (value !== undefined) {
            values[key] = JSON.stringify(value);
            length += values[key].length;
        }
    }
    return length;
}
/**
 * `attributes` with `excess` bytes less of JSON. The parts of the system instructions, the
 * input messages and the output messages are one list, which loses whole parts from its start. The
 * last part left, when it is a text part, keeps the start of its `content` that fits.
 */
function withoutFirstParts(attributes, excess) {
    const withOwnParts = (messages) => messages?.map((message) => ({ ...message, parts: [...message.parts] }));
    const instructions = attributes[_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]?.slice();
    const input = withOwnParts(attributes[_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]);
    const output = withOwnParts(attributes[_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]);
    const lists = [instructions ?? [], ...[...(input ?? []), ...(output ?? [])].map(({ parts }) => parts)];
    let left = lists.reduce((sum, parts) => sum + parts.length, 0);
    let truncated = false;
    for (const parts of lists) {
        let removed = 0;
        while (excess > 0 && removed < parts.length) {
            const part = parts[removed];
            const size = utf8Length(JSON.stringify(part));
            const content = part['content'];
            if (left === 1 && part.type === 'text' && typeof content === 'string') {
                const kept = startThatFits(part, content, size - excess);
                if (kept !== content) {
                    parts[removed] = { ...part, content: kept };
                    truncated = true;
                }
                break;
            }
            // A part that has one after it loses the comma between them too.
            excess -= size + (removed + 1 < parts.length ? 1 : 0);
            removed++;
            left--;
            truncated = true;
        }
        parts.splice(0, removed);
    }
    return {
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]: instructions,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]: input,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]: output,
        truncated,
    };
}
/**
 * The longest start of `content` with which the JSON of the text part `part` fits in `limit`
 * bytes. It never ends between the two halves of a surrogate pair.
 */
function startThatFits(part, content, limit) {
    const room = limit - utf8Length(JSON.stringify({ ...part, content: '' }));
    // A character takes at least one byte of the JSON, so those that fit are among the first `room`.
    // In their JSON each is itself, or an escape sequence, which starts with a backslash and is
    // ASCII. A surrogate pair is one character, and itself: the JSON escapes only a half of one.
    const head = content.slice(0, Math.max(room, 0));
    const escaped = JSON.stringify(head);
    let length = 0;
    let escapedLength = 0;
    let size = 0;
    while (length < head.length) {
        const point = escaped.codePointAt(1 + escapedLength);
        const units = point > 0xffff ? 2 : 1;
        const escapedUnits = point !== 0x5c ? units
            : escaped[2 + escapedLength] === 'u' ? 6
                : 2;
        size +=
            point < 0x80 ? escapedUnits
                : point < 0x800 ? 2
                    : point < 0x10000 ? 3
                        : 4;
        if (size > room) {
            break;
        }
        escapedLength += escapedUnits;
        length += units;
    }
    return content.slice(0, length);
}
/**
 * The JSON of the first of `blocks`, each the JSON of a content block of a tool result, that fit
 * in `limit` bytes, the size of that JSON as `sizeOf` measures it, and whether it is not all of them.
 */
function truncateToolResultContent(blocks, limit, sizeOf) {
    const kept = [];
    // The JSON of an array is its brackets, its elements, and a comma between each two.
    let size = 2;
    for (const block of blocks) {
        const next = size + (kept.length === 0 ? 0 : 1) + sizeOf(block);
        if (next > limit) {
            break;
        }
        kept.push(block);
        size = next;
    }
    return { json: '[' + kept.join(',') + ']', size, truncated: kept.length < blocks.length };
}
/** The size of `text` in UTF-8, in bytes. It makes no copy of the text to measure it. */
function utf8Length(text) {
    let size = 0;
    for (let index = 0; index < text.length; index++) {
        const unit = text.charCodeAt(index);
        if (unit < 0x80) {
            size += 1;
        }
        else if (unit < 0x800) {
            size += 2;
        }
        else if (unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
            // The two halves of a surrogate pair are one character of four bytes.
            size += 4;
            index++;
        }
        else {
            size += 3;
        }
    }
    return size;
}
//# sourceMappingURL=content.mjs.map

/***/ }),

/***/ 48824:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ setUsageSumAttributes)
/* harmony export */ });
/* unused harmony export INPUT_TOKEN_COUNTS */
/* harmony import */ var _internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69296);
/* harmony import */ var _attributes_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53734);


/**
 * Sets the attributes that are sums over `usage`, the usage of a Message as the API sent it.
 * `setResponseAttributes` sets the attributes that one field gives. The compactions' tokens are final
 * only from the `message_delta` of a streamed Message on, and are set only when `complete` is true.
 */
function setUsageSumAttributes(span, usage, complete) {
    if (!(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .isObj */ .sA)(usage)) {
        return;
    }
    if (typeof usage['input_tokens'] === 'number') {
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ATTR_GEN_AI_USAGE_INPUT_TOKENS */ .mS, inputTokens(usage));
    }
    if (!complete) {
        return;
    }
    // The usage above leaves out what the compactions used, which only the iterations have.
    const iterations = Array.isArray(usage['iterations']) ? usage['iterations'] : [];
    const compactions = iterations.filter((each) => (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .isObj */ .sA)(each) && each['type'] === 'compaction');
    if (compactions.length > 0) {
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS */ .pn, compactions.reduce((sum, each) => sum + inputTokens(each), 0));
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS */ .w3, compactions.reduce((sum, each) => sum + count(each, 'output_tokens'), 0));
    }
}
/** The token counts of a usage, or of one of its iterations, that add up to its input tokens. */
const INPUT_TOKEN_COUNTS = [
    'input_tokens',
    'cache_read_input_tokens',
    'cache_creation_input_tokens',
];
function inputTokens(usage) {
    return INPUT_TOKEN_COUNTS.reduce((sum, name) => sum + count(usage, name), 0);
}
/** The token count `name` of `usage`, or 0 when it has none. */
function count(usage, name) {
    const value = usage[name];
    return typeof value === 'number' ? value : 0;
}
//# sourceMappingURL=response.mjs.map

/***/ }),

/***/ 73859:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _q: () => (/* binding */ endAnthropicApiCallSpanWhenStreamEnds),
/* harmony export */   rZ: () => (/* binding */ recordStreamedMessageContent)
/* harmony export */ });
/* unused harmony exports FINAL_FROM_MESSAGE_DELTA, TOTALS_IN_MESSAGE_DELTA */
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(91213);
/* harmony import */ var _core_error_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(25064);
/* harmony import */ var _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6922);
/* harmony import */ var _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87168);
/* harmony import */ var _internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37412);
/* harmony import */ var _internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69296);
/* harmony import */ var _attributes_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53734);
/* harmony import */ var _content_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88188);
/* harmony import */ var _response_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48824);









/**
 * In content mode, records `message`, which a stream helper accumulated, as the response content
 * of `call`, under the same size limit as a response that is not streamed.
 */
function recordStreamedMessageContent(client, call, body, message) {
    if (!call.span.isRecording() || client.openTelemetry.traces.contentMode !== 'content') {
        return;
    }
    try {
        (0,_content_mjs__WEBPACK_IMPORTED_MODULE_0__/* .setMessageContentAttributes */ .cu)(call, body, message.content, client.openTelemetry.traces.maxContentBytes);
    }
    catch (problem) {
        (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__/* .loggerFor */ .WG)(client).debug('could not record the streamed message on its span', problem);
    }
}
/**
 * Ends `span` when the application's read of `stream` ends. Only the stream of `messages.create`
 * has events that the span records.
 */
function endAnthropicApiCallSpanWhenStreamEnds(client, span, stream, props) {
    if (props.options.__span?.name === 'anthropic.messages.create' && stream instanceof _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Stream */ .Z) {
        endMessagesCreateSpanWhenStreamEnds(client, span, stream, props);
    }
    else {
        (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .endApiCallSpanWhenStreamEnds */ .KC)(span, stream, props);
    }
}
/**
 * Ends the span of a `messages.create` API call when the application's read of `stream` ends, with
 * the attributes of the Message that the events reconstruct, as far as it was read. The content is
 * that of a stream helper's Message: the helper records it at `message_stop`
 * (`recordStreamedMessageContent`), and a stream that ends earlier records it here.
 */
function endMessagesCreateSpanWhenStreamEnds(client, span, stream, props) {
    if (!span.isRecording()) {
        return;
    }
    span.setAttribute(_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ATTR_HTTP_RESPONSE_STATUS_CODE */ .OR, props.response.status);
    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setResponseHeaderAttributes */ .em)(span, props.response);
    const call = props.options.__span;
    const startTime = call?.startTime;
    // What the span reads of the Message, and the usage, as the events have them so far.
    let message;
    let usage;
    let sawDelta = false;
    let sawMessageDelta = false;
    let sawStop = false;
    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .observeStream */ .jE)(stream, props.controller.signal, {
        onItem(event) {
            try {
                switch (event.type) {
                    case 'message_start': {
                        // Only what the span reads, because this lives for as long as the application holds the stream.
                        const atStart = { ...event.message };
                        usage = { ...event.message.usage };
                        message = {};
                        for (const [, [name]] of _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .SPAN_ATTRIBUTES */ .tx[call?.name ?? '']?.response ?? []) {
                            if (name !== undefined && name !== 'usage') {
                                message[name] = atStart[name];
                            }
                        }
                        break;
                    }
                    case 'content_block_start': {
                        // A fallback block names the model that produces the rest of the Message.
                        const block = event.content_block;
                        if (message && (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .sA)(block) && block['type'] === 'fallback' && (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .sA)(block['to'])) {
                            message['model'] = block['to']['model'];
                        }
                        break;
                    }
                    case 'message_delta':
                        if (message && usage) {
                            const totals = (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .sA)(event.usage) ? event.usage : {};
                            // The final count, which replaces the placeholder of `message_start` whatever it is.
                            usage['output_tokens'] = totals['output_tokens'];
                            // Totals for the whole Message, null when they do not apply, so one that is present
                            // replaces the earlier value.
                            for (const name of TOTALS_IN_MESSAGE_DELTA) {
                                if (totals[name] != null) {
                                    usage[name] = totals[name];
                                }
                            }
                            if (event.delta.stop_reason != null) {
                                message['stop_reason'] = event.delta.stop_reason;
                            }
                            sawMessageDelta = true;
                        }
                        break;
                    case 'message_stop':
                        sawStop = true;
                        break;
                    case 'content_block_delta':
                        // The first chunk is the first delta, of any type, not an earlier event.
                        if (!sawDelta && startTime !== undefined) {
                            span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_5__/* .ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK */ .N$, (Date.now() - startTime) / 1000);
                        }
                        sawDelta = true;
                        break;
                    case 'content_block_stop':
                        break;
                    default:
                        (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .checkNever */ .f2)(event);
                }
            }
            catch (problem) {
                (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__/* .loggerFor */ .WG)(client).debug('could not record the stream on its span', problem);
            }
        },
        onEnd(end) {
            try {
                if (message && usage && call) {
                    // `message_delta` has the stop reason and the final output usage, so a stream cut short
                    // after it still has them. Before it, `message_start` has only placeholders for them.
                    const complete = sawMessageDelta || sawStop;
                    let response = { ...message, usage };
                    if (!complete) {
                        for (const path of FINAL_FROM_MESSAGE_DELTA) {
                            response = without(response, path);
                        }
                    }
                    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setResponseAttributes */ .PJ)(span, call.name, response);
                    (0,_response_mjs__WEBPACK_IMPORTED_MODULE_6__/* .setUsageSumAttributes */ .U)(span, usage, complete);
                }
            }
            catch (problem) {
                (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__/* .loggerFor */ .WG)(client).debug('could not record the stream on its span', problem);
            }
            const failure = call?.failure;
            // A helper that failed on an event did not build the Message that the stream sent.
            if (!sawStop && call?.streamed && failure === undefined) {
                recordStreamedMessageContent(client, call, call.streamed.body, call.streamed.message);
            }
            if (end.reason === 'failed') {
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setErrorStatus */ .Rc)(span, end.error);
            }
            else if (failure !== undefined) {
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setErrorStatus */ .Rc)(span, failure, 'client_error');
            }
            else if (end.reason === 'completed') {
                if (sawStop) {
                    span.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_7__/* .SpanStatusCode */ .s.OK });
                }
                else {
                    // The application sees the stream end without an error, so only the span fails.
                    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setErrorStatus */ .Rc)(span, new _core_error_mjs__WEBPACK_IMPORTED_MODULE_8__/* .AnthropicError */ .pJ('The stream ended before message_stop.'), 'api_error');
                }
            }
            // Otherwise the application closed the stream before the API did, which leaves the status
            // unset, even after `message_stop`.
            (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .guardTracing */ .M5)(client, () => span.end());
        },
    });
}
/**
 * The paths in a streamed Message whose values are final only from `message_delta` on.
 * `message_start` has placeholders for them, so the span of a stream that ended before
 * `message_delta` records nothing under them.
 */
const FINAL_FROM_MESSAGE_DELTA = [
    ['stop_reason'],
    ['usage', 'output_tokens'],
    ['usage', 'output_tokens_details'],
];
/**
 * The totals in the usage of `message_delta`, besides `output_tokens`, that replace those of
 * `message_start`. Of the rest of the event, the span records the stop reason alone.
 */
const TOTALS_IN_MESSAGE_DELTA = [
    'input_tokens',
    'cache_creation_input_tokens',
    'cache_read_input_tokens',
    'output_tokens_details',
    'iterations',
];
/** `data` without the value at `path`, as a copy that shares what the path does not go through. */
function without(data, path) {
    const [name, ...rest] = path;
    if (name === undefined || !(name in data)) {
        return data;
    }
    if (rest.length === 0) {
        const { [name]: _, ...others } = data;
        return others;
    }
    const value = data[name];
    return (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .sA)(value) ? { ...data, [name]: without(value, rest) } : data;
}
//# sourceMappingURL=streaming.mjs.map

/***/ }),

/***/ 25022:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H_: () => (/* binding */ AvailableToolsLimitExceededError),
  f_: () => (/* binding */ CompactionBlockAmbiguousError),
  Hn: () => (/* binding */ CompactionBlockMisplacedError),
  np: () => (/* binding */ CompactionContentMismatchError),
  JP: () => (/* binding */ CompactionIncompleteTurnError),
  Jq: () => (/* binding */ CompactionNothingToSummarizeError),
  Hz: () => (/* binding */ CompactionSignatureInvalidError),
  rh: () => (/* binding */ CompactionTooManyToolReferencesError),
  F$: () => (/* binding */ CompactionToolChangesMismatchError),
  y2: () => (/* binding */ CompactionUnavailableError),
  WK: () => (/* binding */ ImageDimensionsTooLargeError),
  B2: () => (/* binding */ Messages),
  SK: () => (/* binding */ ThreadAlreadyContinuedError),
  Ph: () => (/* binding */ ThreadContinueInFlightError),
  lf: () => (/* binding */ ThreadFingerprintMismatchError),
  Ws: () => (/* binding */ ThreadNotFoundError),
  nP: () => (/* binding */ ThreadUnsupportedRequestError),
  i4: () => (/* binding */ ToolNameConflictError),
  tp: () => (/* binding */ ToolReferenceUnresolvedError)
});

// UNUSED EXPORTS: BROWSER_MEMBER_NAME_VALUES, COMPUTER_MEMBER_NAME_VALUES

;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/core/resource.mjs
class APIResource {
    constructor(client) {
        this._client = client;
    }
}
//# sourceMappingURL=resource.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/headers.mjs
var headers = __webpack_require__(33546);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/tracing.mjs + 1 modules
var tracing = __webpack_require__(87168);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/streaming.mjs
var streaming = __webpack_require__(6922);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/log.mjs
var log = __webpack_require__(37412);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/values.mjs
var values = __webpack_require__(69296);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/tracing/attributes.mjs
var tracing_attributes = __webpack_require__(53734);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/tracing/content.mjs
var content = __webpack_require__(88188);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/tracing/response.mjs
var response = __webpack_require__(48824);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/tracing/api-call.mjs







/**
 * What a `messages.create` span starts with from `request`, the options of its request.
 * `startApiCallSpan` reads the attributes that one field of the body or one header gives. A sampler
 * sees only the attributes that a span starts with.
 */
function messagesCreateSpanSettings(client, request) {
    // This runs in the method, outside the guard of `startApiCallSpan`.
    const attributes = (0,tracing/* guardTracing */.M5)(client, () => {
        // The beta method has already moved a deprecated `output_format` here.
        const outputConfig = (0,values/* isObj */.sA)(request.body) ? request.body['output_config'] : undefined;
        const format = (0,values/* isObj */.sA)(outputConfig) ? outputConfig['format'] : undefined;
        return (0,values/* isObj */.sA)(format) && format['type'] === 'json_schema' ?
            { [tracing_attributes/* ATTR_GEN_AI_OUTPUT_TYPE */.dt]: tracing_attributes/* GEN_AI_OUTPUT_TYPE_VALUE_JSON */.EK }
            : {};
    });
    return { route: '/v1/messages', request, attributes };
}
/**
 * The ID of the Agent that `body`, the body of a `sessions.create` request, names: the request
 * gives it as a string or in an object. An `agent` that is neither is for the API to refuse.
 */
function sessionsCreateSpanAttributes(body) {
    // This runs in the method, outside the guard of `startApiCallSpan`.
    return guardTracing(undefined, () => {
        const agent = isObj(body) ? body['agent'] : undefined;
        const id = isObj(agent) ? agent['id'] : agent;
        return typeof id === 'string' ? { [ATTR_GEN_AI_AGENT_ID]: id } : {};
    });
}
/**
 * In content mode, sets the request's content on `call`. The span does not start with it, because
 * the size limit counts it together with the response's content. Returns `call`.
 */
function recordMessagesCreateRequest(client, call, body) {
    if (!call?.span.isRecording()) {
        return call;
    }
    try {
        const { contentMode, maxContentBytes } = client.openTelemetry.traces;
        if (contentMode === 'content') {
            (0,content/* setMessageContentAttributes */.cu)(call, body, undefined, maxContentBytes);
        }
    }
    catch (problem) {
        (0,log/* loggerFor */.WG)(client).debug('could not record the request on its span', problem);
    }
    return call;
}
/**
 * Sets the sums over the response's usage and, in content mode, the response's content on `call`.
 * A streamed response is recorded as the application reads it
 * (`endAnthropicApiCallSpanWhenStreamEnds`).
 */
function recordMessagesCreateResponse(client, call, body, data) {
    if (!call?.span.isRecording() || data instanceof streaming/* Stream */.Z) {
        return;
    }
    try {
        (0,response/* setUsageSumAttributes */.U)(call.span, data.usage, true);
        const { contentMode, maxContentBytes } = client.openTelemetry.traces;
        if (contentMode === 'content') {
            (0,content/* setMessageContentAttributes */.cu)(call, body, data.content, maxContentBytes);
        }
    }
    catch (problem) {
        (0,log/* loggerFor */.WG)(client).debug('could not record the response on its span', problem);
    }
}
//# sourceMappingURL=api-call.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/stainless-helper-header.mjs
/**
 * Single source of truth for the `x-stainless-helper` telemetry header — the
 * key, the closed value vocabulary, and per-object helper tagging. The
 * append-don't-clobber merge for the header itself lives in
 * {@link import('../internal/headers').buildHeaders} via `APPEND_HEADERS`.
 */
/**
 * Telemetry header naming the SDK helper(s) a request came from. Always this
 * lowercase form; `buildHeaders` matches it case-insensitively for its append
 * semantics, but a single canonical casing keeps every call site greppable.
 */
const STAINLESS_HELPER_HEADER = 'x-stainless-helper';
/** Telemetry header naming the SDK method (e.g. `stream`) in use. */
const STAINLESS_HELPER_METHOD_HEADER = 'x-stainless-helper-method';
/**
 * The `{ 'x-stainless-helper': value }` header dict, for passing into
 * `buildHeaders` (which comma-appends `x-stainless-helper` across sources)
 * or as `defaultHeaders`/per-request `headers`.
 */
function helperHeader(value) {
    return { [STAINLESS_HELPER_HEADER]: value };
}
/**
 * Symbol used to mark objects created by SDK helpers for tracking.
 * The value is the helper name (e.g., 'mcpTool', 'betaZodTool').
 */
const SDK_HELPER_SYMBOL = Symbol('anthropic.sdk.stainlessHelper');
function wasCreatedByStainlessHelper(value) {
    return typeof value === 'object' && value !== null && SDK_HELPER_SYMBOL in value;
}
/**
 * Collects helper names from tools and messages arrays, including tools that a
 * `tool_addition` block in a message defines by value.
 * Returns a deduplicated array of helper names found.
 */
function collectStainlessHelpers(tools, messages) {
    const helpers = new Set();
    // Collect from tools
    if (tools) {
        for (const tool of tools) {
            if (wasCreatedByStainlessHelper(tool)) {
                helpers.add(tool[SDK_HELPER_SYMBOL]);
            }
        }
    }
    // Collect from messages and their content blocks
    if (messages) {
        for (const message of messages) {
            if (wasCreatedByStainlessHelper(message)) {
                helpers.add(message[SDK_HELPER_SYMBOL]);
            }
            const content = message.content;
            if (Array.isArray(content)) {
                for (const block of content) {
                    if (wasCreatedByStainlessHelper(block)) {
                        helpers.add(block[SDK_HELPER_SYMBOL]);
                    }
                    const definition = block?.tool?.definition;
                    if (wasCreatedByStainlessHelper(definition)) {
                        helpers.add(definition[SDK_HELPER_SYMBOL]);
                    }
                }
            }
        }
    }
    return Array.from(helpers);
}
/**
 * Builds x-stainless-helper header value from tools and messages.
 * Returns an empty object if no helpers are found.
 */
function stainlessHelperHeader(tools, messages) {
    const helpers = collectStainlessHelpers(tools, messages);
    if (helpers.length === 0)
        return {};
    return { [STAINLESS_HELPER_HEADER]: helpers.join(', ') };
}
/**
 * Builds x-stainless-helper header value from a file object.
 * Returns an empty object if the file is not marked with a helper.
 */
function stainlessHelperHeaderFromFile(file) {
    if (wasCreatedByStainlessHelper(file)) {
        return { [STAINLESS_HELPER_HEADER]: file[SDK_HELPER_SYMBOL] };
    }
    return {};
}
//# sourceMappingURL=stainless-helper-header.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/messages-request.mjs




/**
 * The headers of a `messages.create` request. `create()` and `stream()` build them before they
 * start the span, so that what throws here throws while no span is open.
 */
function messagesCreateHeaders(params, options) {
    const { user_profile_id, workspace_id, tools, messages } = params;
    return (0,headers/* buildHeaders */.db)([
        {
            ...(user_profile_id != null ? { 'anthropic-user-profile-id': user_profile_id } : undefined),
            ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
        },
        stainlessHelperHeader(tools, messages),
        options?.headers,
    ]);
}
/**
 * Starts the call span of the request that a stream helper sends `body` with. The helper calls this
 * as it sends the request, so that what throws here fails the stream. It records the final message
 * on the span, which its `create()` call uses too.
 */
function startMessagesStreamSpan(client, body, options) {
    if (!client._tracer)
        return undefined;
    // Built here too, where no span is open yet: the helper's `create()` call builds them again
    // from the same input, so it cannot throw once the span is open.
    const headers = messagesCreateHeaders(body, options);
    return (0,tracing/* startApiCallSpan */.FS)(client, 'anthropic.messages.create', options, messagesCreateSpanSettings(client, { body, headers, stream: true }));
}
//# sourceMappingURL=messages-request.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/tslib.mjs
var tslib = __webpack_require__(33364);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/errors.mjs
var errors = __webpack_require__(62533);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/error.mjs
var core_error = __webpack_require__(25064);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/parser.mjs

function getOutputFormat(params) {
    return params?.output_config?.format;
}
function maybeParseMessage(message, params, opts) {
    const outputFormat = getOutputFormat(params);
    if (!params || !('parse' in (outputFormat ?? {}))) {
        return {
            ...message,
            content: message.content.map((block) => {
                if (block.type === 'text') {
                    const parsedBlock = Object.defineProperty({ ...block }, 'parsed_output', {
                        value: null,
                        enumerable: false,
                    });
                    return parsedBlock;
                }
                return block;
            }),
            parsed_output: null,
        };
    }
    return parseMessage(message, params, opts);
}
function parseMessage(message, params, opts) {
    let firstParsedOutput = null;
    const content = message.content.map((block) => {
        if (block.type === 'text') {
            const parsedOutput = parseOutputFormat(params, block.text);
            if (firstParsedOutput === null) {
                firstParsedOutput = parsedOutput;
            }
            const parsedBlock = Object.defineProperty({ ...block }, 'parsed_output', {
                value: parsedOutput,
                enumerable: false,
            });
            return parsedBlock;
        }
        return block;
    });
    return {
        ...message,
        content,
        parsed_output: firstParsedOutput,
    };
}
function parseOutputFormat(params, content) {
    const outputFormat = getOutputFormat(params);
    if (outputFormat?.type !== 'json_schema') {
        return null;
    }
    try {
        if ('parse' in outputFormat) {
            return outputFormat.parse(content);
        }
        return JSON.parse(content);
    }
    catch (error) {
        throw new core_error/* AnthropicError */.pJ(`Failed to parse structured output: ${error}`);
    }
}
//# sourceMappingURL=parser.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/tracing/streaming.mjs
var tracing_streaming = __webpack_require__(73859);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/_vendor/partial-json-parser/parser.mjs
// Completes truncated JSON (drops a partial trailing token, closes open brackets) for
// JSON.parse. Input that contains anything other than truncated JSON — an unknown word
// or character outside a string, a mismatched or unopened closing bracket — is handed
// to JSON.parse unchanged so that it still throws rather than being repaired.
const LITERALS = ['true', 'false', 'null'];
const isWhitespace = (char) => char === ' ' || char === '\t' || char === '\n' || char === '\r', 
// a literal cut off by the end of the text, e.g. `nul`
isTruncatedLiteral = (word, rest) => LITERALS.some((literal) => literal !== word && literal.startsWith(word)) && [...rest].every(isWhitespace), 
// null when the input holds anything other than JSON tokens and whitespace outside its strings
tokenize = (input) => {
    let current = 0;
    let tokens = [];
    while (current < input.length) {
        let char = input[current];
        if (char === '{') {
            tokens.push({
                type: 'brace',
                value: '{',
            });
            current++;
            continue;
        }
        if (char === '}') {
            tokens.push({
                type: 'brace',
                value: '}',
            });
            current++;
            continue;
        }
        if (char === '[') {
            tokens.push({
                type: 'paren',
                value: '[',
            });
            current++;
            continue;
        }
        if (char === ']') {
            tokens.push({
                type: 'paren',
                value: ']',
            });
            current++;
            continue;
        }
        if (char === ':') {
            tokens.push({
                type: 'separator',
                value: ':',
            });
            current++;
            continue;
        }
        if (char === ',') {
            tokens.push({
                type: 'delimiter',
                value: ',',
            });
            current++;
            continue;
        }
        if (char === '"') {
            // a `"` closes the string only after an even number of backslashes; escapes are kept verbatim
            const start = current + 1;
            let end = start;
            let danglingQuote = false;
            while (true) {
                end = input.indexOf('"', end);
                if (end === -1) {
                    danglingQuote = true;
                    break;
                }
                let backslashes = 0;
                let i = end - 1;
                while (i >= start && input[i] === '\\') {
                    backslashes++;
                    i--;
                }
                if (backslashes % 2 === 0)
                    break;
                end++;
            }
            if (danglingQuote) {
                current = input.length;
            }
            else {
                tokens.push({
                    type: 'string',
                    value: input.slice(start, end),
                });
                current = end + 1;
            }
            continue;
        }
        if (isWhitespace(char)) {
            current++;
            continue;
        }
        let NUMBERS = /[0-9]/;
        if ((char && NUMBERS.test(char)) || char === '-' || char === '.') {
            let value = '';
            if (char === '-') {
                value += char;
                char = input[++current];
            }
            while (char &&
                (NUMBERS.test(char) ||
                    char === '.' ||
                    // exponent marker, e.g. `1e10` or `1.5E-9`
                    char === 'e' ||
                    char === 'E' ||
                    // exponent sign, only valid immediately after the exponent marker
                    ((char === '-' || char === '+') &&
                        (value[value.length - 1] === 'e' || value[value.length - 1] === 'E')))) {
                value += char;
                char = input[++current];
            }
            tokens.push({
                type: 'number',
                value,
                unterminated: current === input.length,
            });
            continue;
        }
        let LETTERS = /[a-z]/i;
        if (char && LETTERS.test(char)) {
            let value = '';
            while (char && LETTERS.test(char)) {
                if (current === input.length) {
                    break;
                }
                value += char;
                char = input[++current];
            }
            if (LITERALS.includes(value)) {
                tokens.push({
                    type: 'name',
                    value,
                });
            }
            else if (!isTruncatedLiteral(value, input.slice(current))) {
                return null;
            }
            continue;
        }
        return null;
    }
    return tokens;
}, strip = (tokens) => {
    let open = [];
    for (const token of tokens) {
        if (token.type === 'brace' || token.type === 'paren') {
            if (token.value === '{' || token.value === '[') {
                open.push(token.value);
            }
            else {
                open.pop();
            }
        }
    }
    // brackets are never stripped, so this holds for every token looked at below
    let innermostOpenBracket = open[open.length - 1];
    let length = tokens.length;
    let JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;
    while (length > 0) {
        let lastToken = tokens[length - 1];
        switch (lastToken.type) {
            case 'separator':
                length--;
                continue;
            case 'number':
                // more digits may follow a number that runs to the end of the input, and one that
                // something else cuts short, e.g. `1.` or `1e-`, will never be a number
                if (lastToken.unterminated || !JSON_NUMBER.test(lastToken.value)) {
                    length--;
                    continue;
                }
                break;
            case 'string':
                // in an object this is a key without a value yet, in an array it is a complete item
                let tokenBeforeTheLastToken = tokens[length - 2];
                if (innermostOpenBracket === '{' &&
                    (tokenBeforeTheLastToken?.type === 'delimiter' ||
                        (tokenBeforeTheLastToken?.type === 'brace' && tokenBeforeTheLastToken.value === '{'))) {
                    length--;
                    continue;
                }
                break;
            case 'delimiter':
                // whatever precedes a comma is complete
                length--;
                break;
        }
        break;
    }
    return tokens.slice(0, length);
}, 
// null when a closer does not match the innermost open bracket
unstrip = (tokens) => {
    let tail = [];
    for (const token of tokens) {
        if (token.type !== 'brace' && token.type !== 'paren') {
            continue;
        }
        if (token.value === '{') {
            tail.push('}');
        }
        else if (token.value === '[') {
            tail.push(']');
        }
        else if (tail.pop() !== token.value) {
            return null;
        }
    }
    if (tail.length > 0) {
        tail.reverse().map((item) => {
            if (item === '}') {
                tokens.push({
                    type: 'brace',
                    value: '}',
                });
            }
            else if (item === ']') {
                tokens.push({
                    type: 'paren',
                    value: ']',
                });
            }
        });
    }
    return tokens;
}, isScalar = (token) => token?.type === 'string' || token?.type === 'number' || token?.type === 'name', generate = (tokens) => {
    let output = '';
    tokens.map((token, index) => {
        // keep adjacent scalars apart so malformed input like `12 3` still fails the strict parse
        if (isScalar(tokens[index - 1]) && isScalar(token)) {
            output += ' ';
        }
        switch (token.type) {
            case 'string':
                output += '"' + token.value + '"';
                break;
            default:
                output += token.value;
                break;
        }
    });
    return output;
}, partialParse = (input) => {
    const tokens = tokenize(input);
    const completed = tokens && unstrip(strip(tokens));
    return JSON.parse(completed ? generate(completed) : input);
};

//# sourceMappingURL=parser.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/message-stream-utils.mjs

const JSON_BUF_PROPERTY = '__json_buf';
/**
 * Copies a tool-use block with an updated `__json_buf`, installing `.input` as
 * a memoized getter so the partial-JSON parse happens on first read instead of
 * on every delta.
 */
function withLazyInput(prev, jsonBuf) {
    const next = {};
    for (const key of Object.keys(prev)) {
        if (key !== 'input')
            next[key] = prev[key];
    }
    Object.defineProperty(next, JSON_BUF_PROPERTY, { value: jsonBuf, enumerable: false, writable: true });
    let input;
    let parsed = false;
    Object.defineProperty(next, 'input', {
        enumerable: true,
        configurable: true,
        get() {
            if (!parsed) {
                input = jsonBuf ? partialParse(jsonBuf) : {};
                parsed = true;
            }
            return input;
        },
    });
    return next;
}
//# sourceMappingURL=message-stream-utils.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/MessageStream.mjs
var _MessageStream_instances, _MessageStream_currentMessageSnapshot, _MessageStream_params, _MessageStream_connectedPromise, _MessageStream_resolveConnectedPromise, _MessageStream_rejectConnectedPromise, _MessageStream_endPromise, _MessageStream_resolveEndPromise, _MessageStream_rejectEndPromise, _MessageStream_listeners, _MessageStream_ended, _MessageStream_errored, _MessageStream_aborted, _MessageStream_catchingPromiseCreated, _MessageStream_response, _MessageStream_request_id, _MessageStream_workspace_id, _MessageStream_logger, _MessageStream_client, _MessageStream_span, _MessageStream_getFinalMessage, _MessageStream_getFinalText, _MessageStream_handleError, _MessageStream_beginRequest, _MessageStream_addStreamEvent, _MessageStream_endRequest, _MessageStream_accumulateMessage;










function tracksToolInput(content) {
    return content.type === 'tool_use' || content.type === 'server_tool_use';
}
var MessageStream = /* @__PURE__ */ (() => {
    class MessageStream {
        constructor(params, opts) {
            _MessageStream_instances.add(this);
            this.messages = [];
            this.receivedMessages = [];
            _MessageStream_currentMessageSnapshot.set(this, void 0);
            _MessageStream_params.set(this, null);
            this.controller = new AbortController();
            _MessageStream_connectedPromise.set(this, void 0);
            _MessageStream_resolveConnectedPromise.set(this, () => { });
            _MessageStream_rejectConnectedPromise.set(this, () => { });
            _MessageStream_endPromise.set(this, void 0);
            _MessageStream_resolveEndPromise.set(this, () => { });
            _MessageStream_rejectEndPromise.set(this, () => { });
            _MessageStream_listeners.set(this, {});
            _MessageStream_ended.set(this, false);
            _MessageStream_errored.set(this, false);
            _MessageStream_aborted.set(this, false);
            _MessageStream_catchingPromiseCreated.set(this, false);
            _MessageStream_response.set(this, void 0);
            _MessageStream_request_id.set(this, void 0);
            _MessageStream_workspace_id.set(this, void 0);
            _MessageStream_logger.set(this, void 0);
            // The client that makes the request, and the call span of the request, to record the message on.
            // Both are set only for a stream that an SDK method created.
            _MessageStream_client.set(this, void 0);
            _MessageStream_span.set(this, void 0);
            _MessageStream_handleError.set(this, (error) => {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_errored, true, "f");
                // The stream ignores the events after an error, so its message stops being what the API sent.
                if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f")) {
                    (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f").streamed = undefined;
                }
                if ((0,errors/* isAbortError */.z)(error)) {
                    error = new core_error/* APIUserAbortError */.cH();
                }
                if (error instanceof core_error/* APIUserAbortError */.cH) {
                    (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_aborted, true, "f");
                    return this._emit('abort', error);
                }
                if (error instanceof core_error/* AnthropicError */.pJ) {
                    return this._emit('error', error);
                }
                if (error instanceof Error) {
                    const anthropicError = new core_error/* AnthropicError */.pJ(error.message);
                    // @ts-ignore
                    anthropicError.cause = error;
                    return this._emit('error', anthropicError);
                }
                return this._emit('error', new core_error/* AnthropicError */.pJ(String(error)));
            });
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_connectedPromise, new Promise((resolve, reject) => {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_resolveConnectedPromise, resolve, "f");
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_rejectConnectedPromise, reject, "f");
            }), "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_endPromise, new Promise((resolve, reject) => {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_resolveEndPromise, resolve, "f");
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_rejectEndPromise, reject, "f");
            }), "f");
            // Don't let these promises cause unhandled rejection errors.
            // we will manually cause an unhandled rejection error later
            // if the user hasn't registered any error listener or called
            // any promise-returning method.
            (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_connectedPromise, "f").catch(() => { });
            (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_endPromise, "f").catch(() => { });
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_params, params, "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_logger, opts?.logger ?? console, "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_client, opts?.client, "f");
        }
        get response() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_response, "f");
        }
        get request_id() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_request_id, "f");
        }
        get workspace_id() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_workspace_id, "f");
        }
        /**
         * Returns the `MessageStream` data, the raw `Response` instance and the ID of the request,
         * returned vie the `request-id` header which is useful for debugging requests and resporting
         * issues to Anthropic.
         *
         * This is the same as the `APIPromise.withResponse()` method.
         *
         * This method will raise an error if you created the stream using `MessageStream.fromReadableStream`
         * as no `Response` is available.
         */
        async withResponse() {
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_catchingPromiseCreated, true, "f");
            const response = await (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_connectedPromise, "f");
            if (!response) {
                throw new Error('Could not resolve a `Response` object');
            }
            return {
                data: this,
                response,
                request_id: response.headers.get('request-id'),
                workspace_id: response.headers.get('anthropic-workspace-id'),
            };
        }
        /**
         * Intended for use on the frontend, consuming a stream produced with
         * `.toReadableStream()` on the backend.
         *
         * Note that messages sent to the model do not appear in `.on('message')`
         * in this context.
         */
        static fromReadableStream(stream) {
            const runner = new MessageStream(null);
            runner._run(() => runner._fromReadableStream(stream));
            return runner;
        }
        static createMessage(messages, params, options, { logger, client, } = {}) {
            const runner = new MessageStream(params, { logger, client });
            for (const message of params.messages) {
                runner._addMessageParam(message);
            }
            (0,tslib/* __classPrivateFieldSet */.G)(runner, _MessageStream_params, { ...params, stream: true }, "f");
            runner._run(() => runner._createMessage(messages, { ...params, stream: true }, { ...options, headers: { ...options?.headers, [STAINLESS_HELPER_METHOD_HEADER]: 'stream' } }));
            return runner;
        }
        _run(executor) {
            executor().then(() => {
                this._emitFinal();
                this._emit('end');
            }, (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_handleError, "f"));
        }
        _addMessageParam(message) {
            this.messages.push(message);
        }
        _addMessage(message, emit = true) {
            this.receivedMessages.push(message);
            if (emit) {
                this._emit('message', message);
            }
        }
        async _createMessage(messages, params, options) {
            const signal = options?.signal;
            let abortHandler;
            if (signal) {
                if (signal.aborted)
                    this.controller.abort();
                abortHandler = this.controller.abort.bind(this.controller);
                signal.addEventListener('abort', abortHandler);
            }
            try {
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_beginRequest).call(this);
                // Started here, where a throw fails the stream, and kept to record the final message on.
                // `create()` below gets it in its options, so it uses this span instead of starting its own.
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_span, options?.__span ?? ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_client, "f") && startMessagesStreamSpan((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_client, "f"), params, options)), "f");
                const { response, data: stream } = await messages
                    .create({ ...params, stream: true }, { ...options, __span: (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f"), signal: this.controller.signal })
                    .withResponse();
                try {
                    this._connected(response);
                }
                catch (error) {
                    // Nothing reads the stream after a `connect` listener throws: closing it ends its span.
                    if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f")) {
                        (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f").failure = error;
                    }
                    stream.controller.abort();
                    throw error;
                }
                for await (const event of stream) {
                    try {
                        (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_addStreamEvent).call(this, event);
                    }
                    catch (error) {
                        if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f")) {
                            (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f").failure = error;
                        }
                        throw error;
                    }
                }
                if (stream.controller.signal?.aborted) {
                    throw new core_error/* APIUserAbortError */.cH();
                }
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_endRequest).call(this);
            }
            finally {
                if (signal && abortHandler) {
                    signal.removeEventListener('abort', abortHandler);
                }
            }
        }
        _connected(response) {
            if (this.ended)
                return;
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_response, response, "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_request_id, response?.headers.get('request-id'), "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_workspace_id, response?.headers.get('anthropic-workspace-id'), "f");
            (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_resolveConnectedPromise, "f").call(this, response);
            this._emit('connect');
        }
        get ended() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_ended, "f");
        }
        get errored() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_errored, "f");
        }
        get aborted() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_aborted, "f");
        }
        abort() {
            this.controller.abort();
        }
        /**
         * Adds the listener function to the end of the listeners array for the event.
         * No checks are made to see if the listener has already been added. Multiple calls passing
         * the same combination of event and listener will result in the listener being added, and
         * called, multiple times.
         * @returns this MessageStream, so that calls can be chained
         */
        on(event, listener) {
            const listeners = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] || ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] = []);
            listeners.push({ listener });
            return this;
        }
        /**
         * Removes the specified listener from the listener array for the event.
         * off() will remove, at most, one instance of a listener from the listener array. If any single
         * listener has been added multiple times to the listener array for the specified event, then
         * off() must be called multiple times to remove each instance.
         * @returns this MessageStream, so that calls can be chained
         */
        off(event, listener) {
            const listeners = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event];
            if (!listeners)
                return this;
            const index = listeners.findIndex((l) => l.listener === listener);
            if (index >= 0)
                listeners.splice(index, 1);
            return this;
        }
        /**
         * Adds a one-time listener function for the event. The next time the event is triggered,
         * this listener is removed and then invoked.
         * @returns this MessageStream, so that calls can be chained
         */
        once(event, listener) {
            const listeners = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] || ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] = []);
            listeners.push({ listener, once: true });
            return this;
        }
        /**
         * This is similar to `.once()`, but returns a Promise that resolves the next time
         * the event is triggered, instead of calling a listener callback.
         * @returns a Promise that resolves the next time given event is triggered,
         * or rejects if an error is emitted.  (If you request the 'error' event,
         * returns a promise that resolves with the error).
         *
         * Example:
         *
         *   const message = await stream.emitted('message') // rejects if the stream errors
         */
        emitted(event) {
            return new Promise((resolve, reject) => {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_catchingPromiseCreated, true, "f");
                if (event !== 'error')
                    this.once('error', reject);
                this.once(event, resolve);
            });
        }
        async done() {
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_catchingPromiseCreated, true, "f");
            await (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_endPromise, "f");
        }
        get currentMessage() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_currentMessageSnapshot, "f");
        }
        /**
         * @returns a promise that resolves with the the final assistant Message response,
         * or rejects if an error occurred or the stream ended prematurely without producing a Message.
         * If structured outputs were used, this will be a ParsedMessage with a `parsed_output` field.
         */
        async finalMessage() {
            await this.done();
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_getFinalMessage).call(this);
        }
        /**
         * @returns a promise that resolves with the the final assistant Message's text response, concatenated
         * together if there are more than one text blocks.
         * Rejects if an error occurred or the stream ended prematurely without producing a Message.
         */
        async finalText() {
            await this.done();
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_getFinalText).call(this);
        }
        _emit(event, ...args) {
            // make sure we don't emit any MessageStreamEvents after end
            if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_ended, "f"))
                return;
            if (event === 'end') {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_ended, true, "f");
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_resolveEndPromise, "f").call(this);
            }
            const listeners = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event];
            if (listeners) {
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] = listeners.filter((l) => !l.once);
                listeners.forEach(({ listener }) => listener(...args));
            }
            if (event === 'abort') {
                const error = args[0];
                if (!(0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
                    Promise.reject(error);
                }
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_rejectConnectedPromise, "f").call(this, error);
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_rejectEndPromise, "f").call(this, error);
                this._emit('end');
                return;
            }
            if (event === 'error') {
                // NOTE: _emit('error', error) should only be called from #handleError().
                const error = args[0];
                if (!(0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
                    // Trigger an unhandled rejection if the user hasn't registered any error handlers.
                    // If you are seeing stack traces here, make sure to handle errors via either:
                    // - runner.on('error', () => ...)
                    // - await runner.done()
                    // - await runner.final...()
                    // - etc.
                    Promise.reject(error);
                }
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_rejectConnectedPromise, "f").call(this, error);
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_rejectEndPromise, "f").call(this, error);
                this._emit('end');
            }
        }
        _emitFinal() {
            const finalMessage = this.receivedMessages.at(-1);
            if (finalMessage) {
                this._emit('finalMessage', (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_getFinalMessage).call(this));
            }
        }
        async _fromReadableStream(readableStream, options) {
            const signal = options?.signal;
            let abortHandler;
            if (signal) {
                if (signal.aborted)
                    this.controller.abort();
                abortHandler = this.controller.abort.bind(this.controller);
                signal.addEventListener('abort', abortHandler);
            }
            try {
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_beginRequest).call(this);
                this._connected(null);
                const stream = streaming/* Stream */.Z.fromReadableStream(readableStream, this.controller);
                for await (const event of stream) {
                    (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_addStreamEvent).call(this, event);
                }
                if (stream.controller.signal?.aborted) {
                    throw new core_error/* APIUserAbortError */.cH();
                }
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_endRequest).call(this);
            }
            finally {
                if (signal && abortHandler) {
                    signal.removeEventListener('abort', abortHandler);
                }
            }
        }
        [(_MessageStream_currentMessageSnapshot = new WeakMap(), _MessageStream_params = new WeakMap(), _MessageStream_connectedPromise = new WeakMap(), _MessageStream_resolveConnectedPromise = new WeakMap(), _MessageStream_rejectConnectedPromise = new WeakMap(), _MessageStream_endPromise = new WeakMap(), _MessageStream_resolveEndPromise = new WeakMap(), _MessageStream_rejectEndPromise = new WeakMap(), _MessageStream_listeners = new WeakMap(), _MessageStream_ended = new WeakMap(), _MessageStream_errored = new WeakMap(), _MessageStream_aborted = new WeakMap(), _MessageStream_catchingPromiseCreated = new WeakMap(), _MessageStream_response = new WeakMap(), _MessageStream_request_id = new WeakMap(), _MessageStream_workspace_id = new WeakMap(), _MessageStream_logger = new WeakMap(), _MessageStream_client = new WeakMap(), _MessageStream_span = new WeakMap(), _MessageStream_handleError = new WeakMap(), _MessageStream_instances = new WeakSet(), _MessageStream_getFinalMessage = function _MessageStream_getFinalMessage() {
            if (this.receivedMessages.length === 0) {
                throw new core_error/* AnthropicError */.pJ('stream ended without producing a Message with role=assistant');
            }
            return this.receivedMessages.at(-1);
        }, _MessageStream_getFinalText = function _MessageStream_getFinalText() {
            if (this.receivedMessages.length === 0) {
                throw new core_error/* AnthropicError */.pJ('stream ended without producing a Message with role=assistant');
            }
            const textBlocks = this.receivedMessages
                .at(-1)
                .content.filter((block) => block.type === 'text')
                .map((block) => block.text);
            if (textBlocks.length === 0) {
                throw new core_error/* AnthropicError */.pJ('stream ended without producing a content block with type=text');
            }
            return textBlocks.join(' ');
        }, _MessageStream_beginRequest = function _MessageStream_beginRequest() {
            if (this.ended)
                return;
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_currentMessageSnapshot, undefined, "f");
        }, _MessageStream_addStreamEvent = function _MessageStream_addStreamEvent(event) {
            if (this.ended)
                return;
            const messageSnapshot = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_accumulateMessage).call(this, event);
            this._emit('_rawEvent', event);
            if (!messageSnapshot)
                return;
            this._emit('streamEvent', event, messageSnapshot);
            switch (event.type) {
                case 'content_block_delta': {
                    const content = messageSnapshot.content.at(-1);
                    switch (event.delta.type) {
                        case 'text_delta': {
                            if (content.type === 'text') {
                                this._emit('text', event.delta.text, content.text || '');
                            }
                            break;
                        }
                        case 'citations_delta': {
                            if (content.type === 'text') {
                                this._emit('citation', event.delta.citation, content.citations ?? []);
                            }
                            break;
                        }
                        case 'input_json_delta': {
                            if (tracksToolInput(content) && (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f").inputJson?.length) {
                                this._emit('inputJson', event.delta.partial_json, content.input);
                            }
                            break;
                        }
                        case 'thinking_delta': {
                            if (content.type === 'thinking') {
                                this._emit('thinking', event.delta.thinking, content.thinking);
                            }
                            break;
                        }
                        case 'signature_delta': {
                            if (content.type === 'thinking') {
                                this._emit('signature', content.signature);
                            }
                            break;
                        }
                        default:
                            (0,values/* checkNever */.f2)(event.delta);
                    }
                    break;
                }
                case 'message_stop': {
                    if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_client, "f") && (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f") && (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f")) {
                        (0,tracing_streaming/* recordStreamedMessageContent */.rZ)((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_client, "f"), (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f"), (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f"), messageSnapshot);
                    }
                    this._addMessageParam(messageSnapshot);
                    this._addMessage(maybeParseMessage(messageSnapshot, (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f"), { logger: (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_logger, "f") }), true);
                    break;
                }
                case 'content_block_stop': {
                    this._emit('contentBlock', messageSnapshot.content.at(-1));
                    break;
                }
                case 'message_start': {
                    (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_currentMessageSnapshot, messageSnapshot, "f");
                    if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f") && (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f")) {
                        (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f").streamed = { body: (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f"), message: messageSnapshot };
                    }
                    break;
                }
                case 'content_block_start':
                case 'message_delta':
                    break;
            }
        }, _MessageStream_endRequest = function _MessageStream_endRequest() {
            if (this.ended) {
                throw new core_error/* AnthropicError */.pJ(`stream has ended, this shouldn't happen`);
            }
            const snapshot = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_currentMessageSnapshot, "f");
            if (!snapshot) {
                throw new core_error/* AnthropicError */.pJ(`request ended without sending any chunks`);
            }
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_currentMessageSnapshot, undefined, "f");
            return maybeParseMessage(snapshot, (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f"), { logger: (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_logger, "f") });
        }, _MessageStream_accumulateMessage = function _MessageStream_accumulateMessage(event) {
            let snapshot = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_currentMessageSnapshot, "f");
            if (event.type === 'message_start') {
                if (snapshot) {
                    throw new core_error/* AnthropicError */.pJ(`Unexpected event order, got ${event.type} before receiving "message_stop"`);
                }
                return event.message;
            }
            if (!snapshot)
                return;
            switch (event.type) {
                case 'message_stop':
                    return snapshot;
                case 'message_delta':
                    snapshot.stop_reason = event.delta.stop_reason;
                    snapshot.stop_sequence = event.delta.stop_sequence;
                    snapshot.stop_details = event.delta.stop_details;
                    snapshot.usage.output_tokens = event.usage.output_tokens;
                    if (event.delta.container != null) {
                        snapshot.container = event.delta.container;
                    }
                    // The remaining usage counters are cumulative whole-message totals that are
                    // omitted when they don't apply, so overwrite when present and never add.
                    if (event.usage.input_tokens != null) {
                        snapshot.usage.input_tokens = event.usage.input_tokens;
                    }
                    if (event.usage.cache_creation_input_tokens != null) {
                        snapshot.usage.cache_creation_input_tokens = event.usage.cache_creation_input_tokens;
                    }
                    if (event.usage.cache_read_input_tokens != null) {
                        snapshot.usage.cache_read_input_tokens = event.usage.cache_read_input_tokens;
                    }
                    if (event.usage.server_tool_use != null) {
                        snapshot.usage.server_tool_use = event.usage.server_tool_use;
                    }
                    if (event.usage.output_tokens_details != null) {
                        snapshot.usage.output_tokens_details = event.usage.output_tokens_details;
                    }
                    return snapshot;
                case 'content_block_start':
                    snapshot.content.push({ ...event.content_block });
                    return snapshot;
                case 'content_block_delta': {
                    const snapshotContent = snapshot.content.at(event.index);
                    switch (event.delta.type) {
                        case 'text_delta': {
                            if (snapshotContent?.type === 'text') {
                                snapshot.content[event.index] = {
                                    ...snapshotContent,
                                    text: (snapshotContent.text || '') + event.delta.text,
                                };
                            }
                            break;
                        }
                        case 'citations_delta': {
                            if (snapshotContent?.type === 'text') {
                                snapshot.content[event.index] = {
                                    ...snapshotContent,
                                    citations: [...(snapshotContent.citations ?? []), event.delta.citation],
                                };
                            }
                            break;
                        }
                        case 'input_json_delta': {
                            if (snapshotContent && tracksToolInput(snapshotContent)) {
                                const jsonBuf = (snapshotContent[JSON_BUF_PROPERTY] || '') + event.delta.partial_json;
                                snapshot.content[event.index] = withLazyInput(snapshotContent, jsonBuf);
                            }
                            break;
                        }
                        case 'thinking_delta': {
                            if (snapshotContent?.type === 'thinking') {
                                snapshot.content[event.index] = {
                                    ...snapshotContent,
                                    thinking: snapshotContent.thinking + event.delta.thinking,
                                };
                            }
                            break;
                        }
                        case 'signature_delta': {
                            if (snapshotContent?.type === 'thinking') {
                                snapshot.content[event.index] = {
                                    ...snapshotContent,
                                    signature: event.delta.signature,
                                };
                            }
                            break;
                        }
                        default:
                            (0,values/* checkNever */.f2)(event.delta);
                    }
                    return snapshot;
                }
                case 'content_block_stop': {
                    const snapshotContent = snapshot.content.at(event.index);
                    if (snapshotContent && tracksToolInput(snapshotContent) && JSON_BUF_PROPERTY in snapshotContent) {
                        Object.defineProperty(snapshotContent, 'input', {
                            value: snapshotContent.input,
                            enumerable: true,
                            configurable: true,
                            writable: true,
                        });
                    }
                    return snapshot;
                }
                default:
                    return snapshot;
            }
        }, Symbol.asyncIterator)]() {
            const pushQueue = [];
            const readQueue = [];
            let done = false;
            this.on('_rawEvent', (event) => {
                const reader = readQueue.shift();
                if (reader) {
                    reader.resolve(event);
                }
                else {
                    pushQueue.push(event);
                }
            });
            this.on('end', () => {
                done = true;
                for (const reader of readQueue) {
                    reader.resolve(undefined);
                }
                readQueue.length = 0;
            });
            this.on('abort', (err) => {
                done = true;
                for (const reader of readQueue) {
                    reader.reject(err);
                }
                readQueue.length = 0;
            });
            this.on('error', (err) => {
                done = true;
                for (const reader of readQueue) {
                    reader.reject(err);
                }
                readQueue.length = 0;
            });
            return {
                next: async () => {
                    if (!pushQueue.length) {
                        if (done) {
                            return { value: undefined, done: true };
                        }
                        return new Promise((resolve, reject) => readQueue.push({ resolve, reject })).then((chunk) => (chunk ? { value: chunk, done: false } : { value: undefined, done: true }));
                    }
                    const chunk = pushQueue.shift();
                    return { value: chunk, done: false };
                },
                return: async () => {
                    this.abort();
                    return { value: undefined, done: true };
                },
            };
        }
        toReadableStream() {
            const stream = new streaming/* Stream */.Z(this[Symbol.asyncIterator].bind(this), this.controller);
            return stream.toReadableStream();
        }
    }
    return MessageStream;
})();
//# sourceMappingURL=MessageStream.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/pagination.mjs
var pagination = __webpack_require__(21154);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/shims.mjs
var shims = __webpack_require__(93150);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/decoders/line.mjs
var line = __webpack_require__(72496);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/decoders/jsonl.mjs



var JSONLDecoder = /* @__PURE__ */ (() => {
    class JSONLDecoder {
        constructor(iterator, controller, 
        // Node's fetch cancels an unread body once its response is garbage collected, so we hold a reference.
        response) {
            this.iterator = iterator;
            this.response = response;
            this.controller = controller;
        }
        async *decoder() {
            const iterator = this.iterator;
            if (!iterator) {
                throw new core_error/* AnthropicError */.pJ('Cannot iterate over a consumed stream.');
            }
            // Lets the iterator be collected with this generator, even if the decoder is still held.
            this.iterator = undefined;
            const lineDecoder = new line/* LineDecoder */.h();
            for await (const chunk of iterator) {
                for (const line of lineDecoder.decode(chunk)) {
                    yield JSON.parse(line);
                }
            }
            for (const line of lineDecoder.flush()) {
                yield JSON.parse(line);
            }
        }
        [Symbol.asyncIterator]() {
            return this.decoder();
        }
        static fromResponse(response, controller) {
            if (!response.body) {
                controller.abort();
                if (typeof globalThis.navigator !== 'undefined' &&
                    globalThis.navigator.product === 'ReactNative') {
                    throw new core_error/* AnthropicError */.pJ(`The default react-native fetch implementation does not support streaming. Please use expo/fetch: https://docs.expo.dev/versions/latest/sdk/expo/#expofetch-api`);
                }
                throw new core_error/* AnthropicError */.pJ(`Attempted to iterate over a response with no body`);
            }
            return new JSONLDecoder((0,shims/* ReadableStreamToAsyncIterable */.ss)(response.body), controller, response);
        }
    }
    return JSONLDecoder;
})();
//# sourceMappingURL=jsonl.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/path.mjs

/**
 * Percent-encode everything that isn't safe to have in a path without encoding safe chars.
 *
 * Taken from https://datatracker.ietf.org/doc/html/rfc3986#section-3.3:
 * > unreserved  = ALPHA / DIGIT / "-" / "." / "_" / "~"
 * > sub-delims  = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
 * > pchar       = unreserved / pct-encoded / sub-delims / ":" / "@"
 */
function encodeURIPath(str) {
    return str.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]+/g, encodeURIComponent);
}
const EMPTY = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.create(null));
const createPathTagFunction = (pathEncoder = encodeURIPath) => function path(statics, ...params) {
    // If there are no params, no processing is needed.
    if (statics.length === 1)
        return statics[0];
    let postPath = false;
    const invalidSegments = [];
    const path = statics.reduce((previousValue, currentValue, index) => {
        if (/[?#]/.test(currentValue)) {
            postPath = true;
        }
        const value = params[index];
        let encoded = (postPath ? encodeURIComponent : pathEncoder)('' + value);
        if (index !== params.length &&
            (value == null ||
                (typeof value === 'object' &&
                    // handle values from other realms
                    value.toString ===
                        Object.getPrototypeOf(Object.getPrototypeOf(value.hasOwnProperty ?? EMPTY) ?? EMPTY)
                            ?.toString))) {
            encoded = value + '';
            invalidSegments.push({
                start: previousValue.length + currentValue.length,
                length: encoded.length,
                error: `Value of type ${Object.prototype.toString
                    .call(value)
                    .slice(8, -1)} is not a valid path parameter`,
            });
        }
        if (!postPath && (encoded === '' || encoded.startsWith(';'))) {
            invalidSegments.push({
                start: previousValue.length + currentValue.length,
                length: encoded.length,
                error: `Value "${encoded}" can\'t be safely passed as a path parameter`,
            });
        }
        return previousValue + currentValue + (index === params.length ? '' : encoded);
    }, '');
    const pathOnly = path.split(/[?#]/, 1)[0];
    const invalidSegmentPattern = /(?<=^|\/)(?:\.|%2e){1,2}(?:;[^/]*)?(?=\/|$)/gi;
    let match;
    // Find all invalid segments
    while ((match = invalidSegmentPattern.exec(pathOnly)) !== null) {
        invalidSegments.push({
            start: match.index,
            length: match[0].length,
            error: `Value "${match[0]}" can\'t be safely passed as a path parameter`,
        });
    }
    invalidSegments.sort((a, b) => a.start - b.start);
    if (invalidSegments.length > 0) {
        const marks = [];
        for (const segment of invalidSegments) {
            for (let i = segment.start; i < segment.start + Math.max(1, segment.length); i++) {
                marks[i] = '^';
            }
        }
        const underline = Array.from(marks, (mark) => mark ?? ' ').join('');
        throw new core_error/* AnthropicError */.pJ(`Path parameters result in path with invalid segments:\n${invalidSegments
            .map((e) => e.error)
            .join('\n')}\n${path}\n${underline}`);
    }
    return path;
};
/**
 * URI-encodes path params and ensures that none before any ? or # is empty and none introduces an unsafe /./ or /../ path segment.
 */
const path = /* @__PURE__ */ createPathTagFunction(encodeURIPath);
//# sourceMappingURL=path.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages/batches.mjs







class Batches extends APIResource {
    /**
     * Send a batch of Message creation requests.
     *
     * The Message Batches API can be used to process multiple Messages API requests at
     * once. Once a Message Batch is created, it begins processing immediately. Batches
     * can take up to 24 hours to complete.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {CMEKKeyDisabledError}
     * @throws {OrganizationOnHoldError}
     * @throws {EnforcedSpendLimitReachedError}
     *
     * @example
     * ```ts
     * const messageBatch = await client.messages.batches.create({
     *   requests: [
     *     {
     *       custom_id: 'my-custom-id-1',
     *       params: {
     *         max_tokens: 1024,
     *         messages: [
     *           { content: 'Hello, world', role: 'user' },
     *         ],
     *         model: 'claude-opus-5-5',
     *       },
     *     },
     *   ],
     * });
     * ```
     */
    create(params, options) {
        const { user_profile_id, workspace_id, ...body } = params;
        return this._client.post('/v1/messages/batches', {
            body,
            ...options,
            headers: (0,headers/* buildHeaders */.db)([
                {
                    ...(user_profile_id != null ? { 'anthropic-user-profile-id': user_profile_id } : undefined),
                    ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                },
                options?.headers,
            ]),
            __span: (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.batches.create', options, {
                route: '/v1/messages/batches',
                // A request without `requests` is for the API to refuse, not for this line to throw on.
                attributes: { 'anthropic.message.batch.request_count': body.requests?.length },
                createdIDAttribute: 'anthropic.message.batch.id',
            }),
        });
    }
    /**
     * This endpoint is idempotent and can be used to poll for Message Batch
     * completion. To access the results of a Message Batch, make a request to the
     * `results_url` field in the response.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const messageBatch = await client.messages.batches.retrieve(
     *   'message_batch_id',
     * );
     * ```
     */
    retrieve(messageBatchID, params = {}, options) {
        const { workspace_id } = params ?? {};
        return this._client.get(path `/v1/messages/batches/${messageBatchID}`, {
            ...options,
            headers: (0,headers/* buildHeaders */.db)([
                { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                options?.headers,
            ]),
            __span: (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.batches.retrieve', options, {
                route: '/v1/messages/batches/{message_batch_id}',
                attributes: { 'anthropic.message.batch.id': messageBatchID },
            }),
        });
    }
    /**
     * List all Message Batches within a Workspace. Most recently created batches are
     * returned first.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const messageBatch of client.messages.batches.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
        const { workspace_id, ...query } = params ?? {};
        return this._client.getAPIList('/v1/messages/batches', (pagination/* Page */.YW), {
            query,
            ...options,
            headers: (0,headers/* buildHeaders */.db)([
                { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                options?.headers,
            ]),
            __span: (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.batches.list', options, {
                route: '/v1/messages/batches',
                queryParams: ['after_id', 'before_id', 'limit'],
            }),
        });
    }
    /**
     * Delete a Message Batch.
     *
     * Message Batches can only be deleted once they've finished processing. If you'd
     * like to delete an in-progress batch, you must first cancel it.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const deletedMessageBatch =
     *   await client.messages.batches.delete('message_batch_id');
     * ```
     */
    delete(messageBatchID, params = {}, options) {
        const { workspace_id } = params ?? {};
        return this._client.delete(path `/v1/messages/batches/${messageBatchID}`, {
            ...options,
            headers: (0,headers/* buildHeaders */.db)([
                { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                options?.headers,
            ]),
            __span: (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.batches.delete', options, {
                route: '/v1/messages/batches/{message_batch_id}',
                attributes: { 'anthropic.message.batch.id': messageBatchID },
            }),
        });
    }
    /**
     * Batches may be canceled any time before processing ends. Once cancellation is
     * initiated, the batch enters a `canceling` state, at which time the system may
     * complete any in-progress, non-interruptible requests before finalizing
     * cancellation.
     *
     * The number of canceled requests is specified in `request_counts`. To determine
     * which requests were canceled, check the individual results within the batch.
     * Note that cancellation may not result in any canceled requests if they were
     * non-interruptible.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const messageBatch = await client.messages.batches.cancel(
     *   'message_batch_id',
     * );
     * ```
     */
    cancel(messageBatchID, params = {}, options) {
        const { workspace_id } = params ?? {};
        return this._client.post(path `/v1/messages/batches/${messageBatchID}/cancel`, {
            ...options,
            headers: (0,headers/* buildHeaders */.db)([
                { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                options?.headers,
            ]),
            __span: (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.batches.cancel', options, {
                route: '/v1/messages/batches/{message_batch_id}/cancel',
                attributes: { 'anthropic.message.batch.id': messageBatchID },
            }),
        });
    }
    /**
     * Streams the results of a Message Batch as a `.jsonl` file.
     *
     * Each line in the file is a JSON object containing the result of a single request
     * in the Message Batch. Results are not guaranteed to be in the same order as
     * requests. Use the `custom_id` field to match results to requests.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {CMEKKeyDisabledError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const stream = await client.messages.batches.results(
     *   'message_batch_id',
     * );
     * for await (const messageBatchIndividualResponse of stream) {
     *   // ...
     * }
     * ```
     */
    async results(messageBatchID, params = {}, options) {
        const batch = await this.retrieve(messageBatchID, params, options);
        if (!batch.results_url) {
            throw new core_error/* AnthropicError */.pJ(`No batch \`results_url\`; Has it finished processing? ${batch.processing_status} - ${batch.id}`);
        }
        const { workspace_id } = params ?? {};
        return this._client
            .get(batch.results_url, {
            ...options,
            headers: (0,headers/* buildHeaders */.db)([
                {
                    Accept: 'application/binary',
                    ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                },
                options?.headers,
            ]),
            stream: true,
            __binaryResponse: true,
            __span: (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.batches.results', options, {
                route: '/v1/messages/batches/{message_batch_id}/results',
                attributes: { 'anthropic.message.batch.id': messageBatchID },
            }),
        })
            ._thenUnwrap((_, props) => JSONLDecoder.fromResponse(props.response, props.controller));
    }
}
//# sourceMappingURL=batches.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/constants.mjs
// File containing shared constants
/**
 * Model-specific timeout constraints for non-streaming requests
 */
const MODEL_NONSTREAMING_TOKENS = {
    'claude-opus-4@20250514': 8192,
    'anthropic.claude-opus-4-1-20250805-v1:0': 8192,
    'claude-opus-4-1@20250805': 8192,
};
//# sourceMappingURL=constants.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages/messages.mjs











/**
 * The tools available after a message exceed a limit on their number or their
 * size.
 */
var AvailableToolsLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The tools available after a message exceed a limit on their number or their
     * size.
     */
    class AvailableToolsLimitExceededError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    AvailableToolsLimitExceededError._errorName = 'AvailableToolsLimitExceededError';
    return AvailableToolsLimitExceededError;
})();
/**
 * `messages` holds more than one `compaction` block with content. Send only the
 * block the conversation returned last.
 */
var CompactionBlockAmbiguousError = /* @__PURE__ */ (() => {
    /**
     * `messages` holds more than one `compaction` block with content. Send only the
     * block the conversation returned last.
     */
    class CompactionBlockAmbiguousError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CompactionBlockAmbiguousError._errorName = 'CompactionBlockAmbiguousError';
    return CompactionBlockAmbiguousError;
})();
/**
 * The `compaction` block is not the first block of the conversation, or is in a
 * `system` message.
 */
var CompactionBlockMisplacedError = /* @__PURE__ */ (() => {
    /**
     * The `compaction` block is not the first block of the conversation, or is in a
     * `system` message.
     */
    class CompactionBlockMisplacedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CompactionBlockMisplacedError._errorName = 'CompactionBlockMisplacedError';
    return CompactionBlockMisplacedError;
})();
/**
 * The `compaction` block's `content` differs from the text its `signature`
 * recorded.
 */
var CompactionContentMismatchError = /* @__PURE__ */ (() => {
    /**
     * The `compaction` block's `content` differs from the text its `signature`
     * recorded.
     */
    class CompactionContentMismatchError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CompactionContentMismatchError._errorName = 'CompactionContentMismatchError';
    return CompactionContentMismatchError;
})();
/**
 * The compaction request ends on an `assistant` turn that is not finished.
 */
var CompactionIncompleteTurnError = /* @__PURE__ */ (() => {
    /**
     * The compaction request ends on an `assistant` turn that is not finished.
     */
    class CompactionIncompleteTurnError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CompactionIncompleteTurnError._errorName = 'CompactionIncompleteTurnError';
    return CompactionIncompleteTurnError;
})();
/**
 * `messages` holds no `user` or `assistant` content to summarize or adopt.
 */
var CompactionNothingToSummarizeError = /* @__PURE__ */ (() => {
    /**
     * `messages` holds no `user` or `assistant` content to summarize or adopt.
     */
    class CompactionNothingToSummarizeError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CompactionNothingToSummarizeError._errorName = 'CompactionNothingToSummarizeError';
    return CompactionNothingToSummarizeError;
})();
/**
 * The `compaction` block's `signature` does not verify.
 */
var CompactionSignatureInvalidError = /* @__PURE__ */ (() => {
    /**
     * The `compaction` block's `signature` does not verify.
     */
    class CompactionSignatureInvalidError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CompactionSignatureInvalidError._errorName = 'CompactionSignatureInvalidError';
    return CompactionSignatureInvalidError;
})();
/**
 * The conversation references more distinct tools than a `compaction` block can
 * record.
 */
var CompactionTooManyToolReferencesError = /* @__PURE__ */ (() => {
    /**
     * The conversation references more distinct tools than a `compaction` block can
     * record.
     */
    class CompactionTooManyToolReferencesError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CompactionTooManyToolReferencesError._errorName = 'CompactionTooManyToolReferencesError';
    return CompactionTooManyToolReferencesError;
})();
/**
 * The `compaction` block's `tool_changes` differs from what was returned with the
 * block.
 */
var CompactionToolChangesMismatchError = /* @__PURE__ */ (() => {
    /**
     * The `compaction` block's `tool_changes` differs from what was returned with the
     * block.
     */
    class CompactionToolChangesMismatchError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    CompactionToolChangesMismatchError._errorName = 'CompactionToolChangesMismatchError';
    return CompactionToolChangesMismatchError;
})();
/**
 * The longest side of one or more images in the request exceeds the image size
 * limit. Scale each image in `paths` so that neither side exceeds
 * `max_side_length_pixels`, or remove it, then retry.
 */
var ImageDimensionsTooLargeError = /* @__PURE__ */ (() => {
    /**
     * The longest side of one or more images in the request exceeds the image size
     * limit. Scale each image in `paths` so that neither side exceeds
     * `max_side_length_pixels`, or remove it, then retry.
     */
    class ImageDimensionsTooLargeError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ImageDimensionsTooLargeError._errorName = 'ImageDimensionsTooLargeError';
    return ImageDimensionsTooLargeError;
})();
/**
 * The response that `previous_message_id` names has already been continued, and
 * each response can be continued only once. Continue from the Thread's most recent
 * response `id`.
 */
var ThreadAlreadyContinuedError = /* @__PURE__ */ (() => {
    /**
     * The response that `previous_message_id` names has already been continued, and
     * each response can be continued only once. Continue from the Thread's most recent
     * response `id`.
     */
    class ThreadAlreadyContinuedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ThreadAlreadyContinuedError._errorName = 'ThreadAlreadyContinuedError';
    return ThreadAlreadyContinuedError;
})();
/**
 * Another request is still continuing from the same `previous_message_id`. Wait
 * for it to complete and continue from its response `id`, or replay the full
 * conversation with `thread: {"type": "create"}`.
 */
var ThreadContinueInFlightError = /* @__PURE__ */ (() => {
    /**
     * Another request is still continuing from the same `previous_message_id`. Wait
     * for it to complete and continue from its response `id`, or replay the full
     * conversation with `thread: {"type": "create"}`.
     */
    class ThreadContinueInFlightError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ThreadContinueInFlightError._errorName = 'ThreadContinueInFlightError';
    return ThreadContinueInFlightError;
})();
/**
 * A field that must stay the same across a Thread's turns differs from the value
 * stored with the Thread; the message names each such field. Send the stored
 * values, or replay the full conversation with `thread: {"type": "create"}` to
 * change them.
 */
var ThreadFingerprintMismatchError = /* @__PURE__ */ (() => {
    /**
     * A field that must stay the same across a Thread's turns differs from the value
     * stored with the Thread; the message names each such field. Send the stored
     * values, or replay the full conversation with `thread: {"type": "create"}` to
     * change them.
     */
    class ThreadFingerprintMismatchError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ThreadFingerprintMismatchError._errorName = 'ThreadFingerprintMismatchError';
    return ThreadFingerprintMismatchError;
})();
/**
 * The request combines `thread` with a request field or an organization setting
 * that Threads do not support; `unsupported`, when present, names it. Send the
 * full conversation without `thread`, or change that field.
 */
var ThreadUnsupportedRequestError = /* @__PURE__ */ (() => {
    /**
     * The request combines `thread` with a request field or an organization setting
     * that Threads do not support; `unsupported`, when present, names it. Send the
     * full conversation without `thread`, or change that field.
     */
    class ThreadUnsupportedRequestError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ThreadUnsupportedRequestError._errorName = 'ThreadUnsupportedRequestError';
    return ThreadUnsupportedRequestError;
})();
/**
 * A tool made available in `messages` takes a name that an available tool of
 * another kind, or of another MCP server, already holds.
 */
var ToolNameConflictError = /* @__PURE__ */ (() => {
    /**
     * A tool made available in `messages` takes a name that an available tool of
     * another kind, or of another MCP server, already holds.
     */
    class ToolNameConflictError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ToolNameConflictError._errorName = 'ToolNameConflictError';
    return ToolNameConflictError;
})();
/**
 * A tool change or MCP tool listing references a tool or MCP server that is not
 * defined at that position in the conversation.
 */
var ToolReferenceUnresolvedError = /* @__PURE__ */ (() => {
    /**
     * A tool change or MCP tool listing references a tool or MCP server that is not
     * defined at that position in the conversation.
     */
    class ToolReferenceUnresolvedError extends core_error/* BadRequestError */.v7 {
    }
    /** @internal */
    ToolReferenceUnresolvedError._errorName = 'ToolReferenceUnresolvedError';
    return ToolReferenceUnresolvedError;
})();
/**
 * No usable Thread state was found for `previous_message_id`. Replay the full
 * conversation with `thread: {"type": "create"}` to start a new Thread.
 */
var ThreadNotFoundError = /* @__PURE__ */ (() => {
    /**
     * No usable Thread state was found for `previous_message_id`. Replay the full
     * conversation with `thread: {"type": "create"}` to start a new Thread.
     */
    class ThreadNotFoundError extends core_error/* NotFoundError */.m_ {
    }
    /** @internal */
    ThreadNotFoundError._errorName = 'ThreadNotFoundError';
    return ThreadNotFoundError;
})();
/**
 * The compaction could not be completed for a transient server reason. Retry the
 * request.
 */
var CompactionUnavailableError = /* @__PURE__ */ (() => {
    /**
     * The compaction could not be completed for a transient server reason. Retry the
     * request.
     */
    class CompactionUnavailableError extends core_error/* OverloadedError */.Ed {
    }
    /** @internal */
    CompactionUnavailableError._errorName = 'CompactionUnavailableError';
    return CompactionUnavailableError;
})();
var Messages = /* @__PURE__ */ (() => {
    class Messages extends APIResource {
        constructor() {
            super(...arguments);
            this.batches = new Batches(this._client);
        }
        create(params, options) {
            const { user_profile_id, workspace_id, ...body } = params;
            if (body.model in DEPRECATED_MODELS) {
                console.warn(`The model '${body.model}' is deprecated and will reach end-of-life on ${DEPRECATED_MODELS[body.model]}\nPlease migrate to a newer model. Visit https://docs.anthropic.com/en/docs/resources/model-deprecations for more information.`);
            }
            if (MODELS_TO_WARN_WITH_THINKING_ENABLED.includes(body.model) &&
                body.thinking &&
                body.thinking.type === 'enabled') {
                console.warn(`Using Claude with ${body.model} and 'thinking.type=enabled' is deprecated. Use 'thinking.type=adaptive' instead which results in better model performance in our testing: https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking`);
            }
            let timeout = options?.timeout ?? this._client._options.timeout;
            if (!body.stream && timeout == null) {
                const maxNonstreamingTokens = MODEL_NONSTREAMING_TOKENS[body.model] ?? undefined;
                timeout = this._client.calculateNonstreamingTimeout(body.max_tokens, maxNonstreamingTokens);
            }
            const request = {
                body,
                timeout: timeout ?? 600000,
                ...options,
                headers: messagesCreateHeaders(params, options),
                stream: params.stream ?? false,
            };
            // A client whose spans are disabled computes nothing for one, and returns its request as it is.
            const call = this._client._tracer &&
                (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.create', options, messagesCreateSpanSettings(this._client, request));
            recordMessagesCreateRequest(this._client, call, body);
            const promise = this._client.post('/v1/messages', {
                ...request,
                __span: call,
            });
            return (call ?
                promise._thenUnwrap((data) => {
                    recordMessagesCreateResponse(this._client, call, body, data);
                    return data;
                })
                : promise);
        }
        /**
         * Send a structured list of input messages with text and/or image content, along with an expected `output_config.format` and
         * the response will be automatically parsed and available in the `parsed_output` property of the message.
         *
         * @example
         * ```ts
         * const message = await client.messages.parse({
         *   model: 'claude-sonnet-5-5',
         *   max_tokens: 1024,
         *   messages: [{ role: 'user', content: 'What is 2+2?' }],
         *   output_config: {
         *     format: zodOutputFormat(z.object({ answer: z.number() })),
         *   },
         * });
         *
         * console.log(message.parsed_output?.answer); // 4
         * ```
         */
        parse(params, options) {
            return this.create(params, options).then((message) => parseMessage(message, params, { logger: this._client.logger ?? console }));
        }
        /**
         * Create a Message stream.
         *
         * If `output_config.format` is provided with a parseable format (like `zodOutputFormat()`),
         * the final message will include a `parsed_output` property with the parsed content.
         *
         * @example
         * ```ts
         * const stream = client.messages.stream({
         *   model: 'claude-sonnet-5-5',
         *   max_tokens: 1024,
         *   messages: [{ role: 'user', content: 'What is 2+2?' }],
         *   output_config: {
         *     format: zodOutputFormat(z.object({ answer: z.number() })),
         *   },
         * });
         *
         * const message = await stream.finalMessage();
         * console.log(message.parsed_output?.answer); // 4
         * ```
         */
        stream(body, options) {
            const params = body;
            return MessageStream.createMessage(this, params, options, {
                logger: this._client.logger ?? console,
                client: this._client,
            });
        }
        /**
         * Count the number of tokens in a Message.
         *
         * The Token Count API can be used to count the number of tokens in a Message,
         * including tools, images, and documents, without creating it.
         *
         * Learn more about token counting in our
         * [user guide](https://platform.claude.com/docs/en/build-with-claude/token-counting)
         *
         * @throws {AvailableToolsLimitExceededError}
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {CompactionBlockAmbiguousError}
         * @throws {CompactionBlockMisplacedError}
         * @throws {CompactionContentMismatchError}
         * @throws {CompactionNothingToSummarizeError}
         * @throws {CompactionSignatureInvalidError}
         * @throws {CompactionToolChangesMismatchError}
         * @throws {OrganizationOnHoldError}
         * @throws {RequestBodyEncodingInvalidError}
         * @throws {RequestBodyEncodingUnsupportedError}
         * @throws {ToolNameConflictError}
         * @throws {ToolReferenceUnresolvedError}
         * @throws {RequestBodyTooLargeAfterDecodingError}
         * @throws {EnforcedSpendLimitReachedError}
         * @throws {CompactionUnavailableError}
         *
         * @example
         * ```ts
         * const messageTokensCount =
         *   await client.messages.countTokens({
         *     messages: [{ content: 'Hello, world', role: 'user' }],
         *     model: 'claude-opus-5-5',
         *   });
         * ```
         */
        countTokens(params, options) {
            const { user_profile_id, workspace_id, ...body } = params;
            const request = {
                body,
                ...options,
                headers: (0,headers/* buildHeaders */.db)([
                    {
                        ...(user_profile_id != null ? { 'anthropic-user-profile-id': user_profile_id } : undefined),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
            };
            return this._client.post('/v1/messages/count_tokens', {
                ...request,
                __span: (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.count_tokens', options, {
                    route: '/v1/messages/count_tokens',
                    request,
                }),
            });
        }
    }
    Messages.AvailableToolsLimitExceededError = AvailableToolsLimitExceededError;
    Messages.CompactionBlockAmbiguousError = CompactionBlockAmbiguousError;
    Messages.CompactionBlockMisplacedError = CompactionBlockMisplacedError;
    Messages.CompactionContentMismatchError = CompactionContentMismatchError;
    Messages.CompactionIncompleteTurnError = CompactionIncompleteTurnError;
    Messages.CompactionNothingToSummarizeError = CompactionNothingToSummarizeError;
    Messages.CompactionSignatureInvalidError = CompactionSignatureInvalidError;
    Messages.CompactionTooManyToolReferencesError = CompactionTooManyToolReferencesError;
    Messages.CompactionToolChangesMismatchError = CompactionToolChangesMismatchError;
    Messages.ImageDimensionsTooLargeError = ImageDimensionsTooLargeError;
    Messages.ThreadAlreadyContinuedError = ThreadAlreadyContinuedError;
    Messages.ThreadContinueInFlightError = ThreadContinueInFlightError;
    Messages.ThreadFingerprintMismatchError = ThreadFingerprintMismatchError;
    Messages.ThreadUnsupportedRequestError = ThreadUnsupportedRequestError;
    Messages.ToolNameConflictError = ToolNameConflictError;
    Messages.ToolReferenceUnresolvedError = ToolReferenceUnresolvedError;
    Messages.ThreadNotFoundError = ThreadNotFoundError;
    Messages.CompactionUnavailableError = CompactionUnavailableError;
    Messages.Batches = Batches;
    return Messages;
})();
const BROWSER_MEMBER_NAME_VALUES = (/* unused pure expression or super */ null && ([
    'navigate',
    'list_tabs',
    'new_tab',
    'switch_tab',
    'close_tab',
    'read_page',
    'get_page_text',
    'read_console',
    'read_network',
    'find',
    'form_input',
    'file_upload',
    'scroll_to',
    'screenshot',
    'zoom',
    'left_click',
    'right_click',
    'middle_click',
    'double_click',
    'triple_click',
    'hover',
    'left_click_drag',
    'left_mouse_down',
    'left_mouse_up',
    'mouse_move',
    'scroll',
    'type',
    'key',
    'hold_key',
    'wait',
    'javascript_exec',
]));
const COMPUTER_MEMBER_NAME_VALUES = (/* unused pure expression or super */ null && ([
    'key',
    'hold_key',
    'type',
    'cursor_position',
    'mouse_move',
    'left_mouse_down',
    'left_mouse_up',
    'left_click',
    'left_click_drag',
    'right_click',
    'middle_click',
    'double_click',
    'triple_click',
    'scroll',
    'wait',
    'screenshot',
    'zoom',
]));
const DEPRECATED_MODELS = {
    'claude-sonnet-4-5': 'November 30th, 2026',
    'claude-sonnet-4-5-20250929': 'November 30th, 2026',
};
const MODELS_TO_WARN_WITH_THINKING_ENABLED = ['claude-mythos-preview', 'claude-opus-4-6'];
//# sourceMappingURL=messages.mjs.map

/***/ }),

/***/ 30320:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ ContextAPI)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context = __webpack_require__(11802);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/context/NoopContextManager.mjs

//#region src/context/NoopContextManager.ts
var NoopContextManager = class {
	active() {
		return context/* ROOT_CONTEXT */.l;
	}
	with(_context, fn, thisArg, ...args) {
		return fn.call(thisArg, ...args);
	}
	bind(_context, target) {
		return target;
	}
	enable() {
		return this;
	}
	disable() {
		return this;
	}
	/** @experimental This API is experimental and may change in minor releases without prior notice. */
	attach(_context) {
		return { dispose() {} };
	}
};
//#endregion


//# sourceMappingURL=NoopContextManager.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/context.mjs



//#region src/api/context.ts
const API_NAME = "context";
const NOOP_CONTEXT_MANAGER = new NoopContextManager();
const NOOP_TOKEN = Object.freeze({ dispose: () => {} });
/**
* Singleton object which represents the entry point to the OpenTelemetry Context API
*
* @since 1.0.0
*/
var ContextAPI = class ContextAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this._attachUnsupportedWarned = false;
	}
	/** Get the singleton instance of the Context API */
	static getInstance() {
		if (!this._instance) this._instance = new ContextAPI();
		return this._instance;
	}
	/**
	* Set the current context manager.
	*
	* @returns true if the context manager was successfully registered, else false
	*/
	setGlobalContextManager(contextManager) {
		return (0,global_utils/* registerGlobal */.$G)(API_NAME, contextManager, diag/* DiagAPI */.K.instance());
	}
	/**
	* Get the currently active context
	*/
	active() {
		return this._getContextManager().active();
	}
	/**
	* Execute a function with an active context
	*
	* @param context context to be active during function execution
	* @param fn function to execute in a context
	* @param thisArg optional receiver to be used for calling fn
	* @param args optional arguments forwarded to fn
	*/
	with(context, fn, thisArg, ...args) {
		return this._getContextManager().with(context, fn, thisArg, ...args);
	}
	/**
	* Bind a context to a target function or event emitter
	*
	* @param context context to bind to the event emitter or function. Defaults to the currently active context
	* @param target function or event emitter to bind
	*/
	bind(context, target) {
		return this._getContextManager().bind(context, target);
	}
	/**
	* Imperatively sets `context` as active, returning a {@link ContextManagementToken} whose
	* {@link ContextManagementToken.dispose} restores the previous context.
	*
	* This is a delicate, low-level API - prefer {@link with}/{@link bind}, which
	* restore context automatically. Use `attach` only to bridge callback
	* boundaries that `with` cannot wrap. Call `token.dispose()` when the
	* operation is done.
	*
	* **Caveat for async functions:** If called inside an async function before
	* the first `await`, the context change may leak into the caller's context
	* and remain active there. Prefer {@link with} for async code.
	*
	* Support is best-effort and varies by the active ContextManager (see
	* {@link ContextManager.attach}); if it does not implement `attach`, this logs
	* a warning and returns a no-op token.
	*
	* @param context The Context to attach
	* @returns A {@link ContextManagementToken} whose dispose() restores the previous Context
	* @since 1.10.0
	* @experimental This API is experimental and may change in minor releases without prior notice.
	*/
	attach(context) {
		const contextManager = this._getContextManager();
		if (contextManager.attach) return contextManager.attach(context);
		if (!this._attachUnsupportedWarned) {
			this._attachUnsupportedWarned = true;
			diag/* DiagAPI */.K.instance().warn("The current ContextManager does not implement attach(). The context will not be attached. Use a ContextManager that supports attach() (e.g. AsyncLocalStorageContextManager) or use with()/bind() instead.");
		}
		return NOOP_TOKEN;
	}
	_getContextManager() {
		return (0,global_utils/* getGlobal */.mS)(API_NAME) || NOOP_CONTEXT_MANAGER;
	}
	/** Disable and remove the global context manager */
	disable() {
		this._getContextManager().disable();
		(0,global_utils/* unregisterGlobal */.kv)(API_NAME, diag/* DiagAPI */.K.instance());
	}
};
//#endregion


//# sourceMappingURL=context.mjs.map

/***/ }),

/***/ 7740:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ DiagAPI)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/ComponentLogger.mjs

//#region src/diag/ComponentLogger.ts
/**
* Component Logger which is meant to be used as part of any component which
* will add automatically additional namespace in front of the log message.
* It will then forward all message to global diag logger
* @example
* const cLogger = diag.createComponentLogger({ namespace: '@opentelemetry/instrumentation-http' });
* cLogger.debug('test');
* // @opentelemetry/instrumentation-http test
*/
var DiagComponentLogger = class {
	constructor(props) {
		this._namespace = props.namespace || "DiagComponentLogger";
	}
	debug(...args) {
		return logProxy("debug", this._namespace, args);
	}
	error(...args) {
		return logProxy("error", this._namespace, args);
	}
	info(...args) {
		return logProxy("info", this._namespace, args);
	}
	warn(...args) {
		return logProxy("warn", this._namespace, args);
	}
	verbose(...args) {
		return logProxy("verbose", this._namespace, args);
	}
};
function logProxy(funcName, namespace, args) {
	const logger = (0,global_utils/* getGlobal */.mS)("diag");
	if (!logger) return;
	return logger[funcName](namespace, ...args);
}
//#endregion


//# sourceMappingURL=ComponentLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/internal/logLevelLogger.mjs

//#region src/diag/internal/logLevelLogger.ts
function createLogLevelDiagLogger(maxLevel, logger) {
	if (maxLevel < 0) maxLevel = 0;
	else if (maxLevel > 9999) maxLevel = 9999;
	logger = logger || {};
	function _filterFunc(funcName, theLevel) {
		const theFunc = logger[funcName];
		if (typeof theFunc === "function" && maxLevel >= theLevel) return theFunc.bind(logger);
		return function() {};
	}
	return {
		error: _filterFunc("error", 30),
		warn: _filterFunc("warn", 50),
		info: _filterFunc("info", 60),
		debug: _filterFunc("debug", 70),
		verbose: _filterFunc("verbose", 80)
	};
}
//#endregion


//# sourceMappingURL=logLevelLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs




//#region src/api/diag.ts
const API_NAME = "diag";
/**
* Singleton object which represents the entry point to the OpenTelemetry internal
* diagnostic API
*
* @since 1.0.0
*/
var DiagAPI = class DiagAPI {
	/** Get the singleton instance of the DiagAPI API */
	static instance() {
		if (!this._instance) this._instance = new DiagAPI();
		return this._instance;
	}
	/**
	* Private internal constructor
	* @private
	*/
	constructor() {
		function _logProxy(funcName) {
			return function(...args) {
				const logger = (0,global_utils/* getGlobal */.mS)("diag");
				if (!logger) return;
				return logger[funcName](...args);
			};
		}
		const self = this;
		const setLogger = (logger, optionsOrLogLevel = { logLevel: 60 }) => {
			var _optionsOrLogLevel$lo;
			if (logger === self) {
				var _err$stack;
				const err = /* @__PURE__ */ new Error("Cannot use diag as the logger for itself. Please use a DiagLogger implementation like ConsoleDiagLogger or a custom implementation");
				self.error((_err$stack = err.stack) !== null && _err$stack !== void 0 ? _err$stack : err.message);
				return false;
			}
			if (typeof optionsOrLogLevel === "number") optionsOrLogLevel = { logLevel: optionsOrLogLevel };
			const oldLogger = (0,global_utils/* getGlobal */.mS)("diag");
			const newLogger = createLogLevelDiagLogger((_optionsOrLogLevel$lo = optionsOrLogLevel.logLevel) !== null && _optionsOrLogLevel$lo !== void 0 ? _optionsOrLogLevel$lo : 60, logger);
			if (oldLogger && !optionsOrLogLevel.suppressOverrideMessage) {
				var _Error$stack;
				const stack = (_Error$stack = (/* @__PURE__ */ new Error()).stack) !== null && _Error$stack !== void 0 ? _Error$stack : "<failed to generate stacktrace>";
				oldLogger.warn(`Current logger will be overwritten from ${stack}`);
				newLogger.warn(`Current logger will overwrite one already registered from ${stack}`);
			}
			return (0,global_utils/* registerGlobal */.$G)("diag", newLogger, self, true);
		};
		self.setLogger = setLogger;
		self.disable = () => {
			(0,global_utils/* unregisterGlobal */.kv)(API_NAME, self);
		};
		self.createComponentLogger = (options) => {
			return new DiagComponentLogger(options);
		};
		self.verbose = _logProxy("verbose");
		self.debug = _logProxy("debug");
		self.info = _logProxy("info");
		self.warn = _logProxy("warn");
		self.error = _logProxy("error");
	}
};
//#endregion


//# sourceMappingURL=diag.mjs.map

/***/ }),

/***/ 78921:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ context)
/* harmony export */ });
/* harmony import */ var _api_context_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30320);

//#region src/context-api.ts
/**
* Entrypoint for context API
* @since 1.0.0
*/
const context = _api_context_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ContextAPI */ ._.getInstance();
//#endregion


//# sourceMappingURL=context-api.mjs.map

/***/ }),

/***/ 11802:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ ROOT_CONTEXT),
/* harmony export */   n: () => (/* binding */ createContextKey)
/* harmony export */ });
//#region src/context/context.ts
/**
* Get a key to uniquely identify a context value
*
* @since 1.0.0
*/
function createContextKey(description) {
	return Symbol.for(description);
}
/**
* The root context is used as the default parent context when there is no active context
*
* @since 1.0.0
*/
const ROOT_CONTEXT = new class BaseContext {
	/**
	* Construct a new context which inherits values from an optional parent context.
	*
	* @param parentContext a context from which to inherit values
	*/
	constructor(parentContext) {
		const self = this;
		self._currentContext = parentContext ? new Map(parentContext) : /* @__PURE__ */ new Map();
		self.getValue = (key) => self._currentContext.get(key);
		self.setValue = (key, value) => {
			const context = new BaseContext(self._currentContext);
			context._currentContext.set(key, value);
			return context;
		};
		self.deleteValue = (key) => {
			const context = new BaseContext(self._currentContext);
			context._currentContext.delete(key);
			return context;
		};
	}
}();
//#endregion


//# sourceMappingURL=context.mjs.map

/***/ }),

/***/ 92466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mS: () => (/* binding */ getGlobal),
  $G: () => (/* binding */ registerGlobal),
  kv: () => (/* binding */ unregisterGlobal)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/version.mjs
//#region src/version.ts
const VERSION = "1.10.0";
//#endregion


//# sourceMappingURL=version.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/internal/semver.mjs

//#region src/internal/semver.ts
const re = /^(\d+)\.(\d+)\.(\d+)(-(.+))?$/;
/**
* Create a function to test an API version to see if it is compatible with the provided ownVersion.
*
* The returned function has the following semantics:
* - Exact match is always compatible
* - Major versions must match exactly
*    - 1.x package cannot use global 2.x package
*    - 2.x package cannot use global 1.x package
* - The minor version of the API module requesting access to the global API must be less than or equal to the minor version of this API
*    - 1.3 package may use 1.4 global because the later global contains all functions 1.3 expects
*    - 1.4 package may NOT use 1.3 global because it may try to call functions which don't exist on 1.3
* - If the major version is 0, the minor version is treated as the major and the patch is treated as the minor
* - Patch and build tag differences are not considered at this time
*
* @param ownVersion version which should be checked against
*/
function _makeCompatibilityCheck(ownVersion) {
	const acceptedVersions = /* @__PURE__ */ new Set([ownVersion]);
	const rejectedVersions = /* @__PURE__ */ new Set();
	const myVersionMatch = ownVersion.match(re);
	if (!myVersionMatch) return () => false;
	const ownVersionParsed = {
		major: +myVersionMatch[1],
		minor: +myVersionMatch[2],
		patch: +myVersionMatch[3],
		prerelease: myVersionMatch[4]
	};
	if (ownVersionParsed.prerelease != null) return function isExactmatch(globalVersion) {
		return globalVersion === ownVersion;
	};
	function _reject(v) {
		rejectedVersions.add(v);
		return false;
	}
	function _accept(v) {
		acceptedVersions.add(v);
		return true;
	}
	return function isCompatible(globalVersion) {
		if (acceptedVersions.has(globalVersion)) return true;
		if (rejectedVersions.has(globalVersion)) return false;
		const globalVersionMatch = globalVersion.match(re);
		if (!globalVersionMatch) return _reject(globalVersion);
		const globalVersionParsed = {
			major: +globalVersionMatch[1],
			minor: +globalVersionMatch[2],
			patch: +globalVersionMatch[3],
			prerelease: globalVersionMatch[4]
		};
		if (globalVersionParsed.prerelease != null) return _reject(globalVersion);
		if (ownVersionParsed.major !== globalVersionParsed.major) return _reject(globalVersion);
		if (ownVersionParsed.major === 0) {
			if (ownVersionParsed.minor === globalVersionParsed.minor && ownVersionParsed.patch <= globalVersionParsed.patch) return _accept(globalVersion);
			return _reject(globalVersion);
		}
		if (ownVersionParsed.minor <= globalVersionParsed.minor) return _accept(globalVersion);
		return _reject(globalVersion);
	};
}
/**
* Test an API version to see if it is compatible with this API.
*
* - Exact match is always compatible
* - Major versions must match exactly
*    - 1.x package cannot use global 2.x package
*    - 2.x package cannot use global 1.x package
* - The minor version of the API module requesting access to the global API must be less than or equal to the minor version of this API
*    - 1.3 package may use 1.4 global because the later global contains all functions 1.3 expects
*    - 1.4 package may NOT use 1.3 global because it may try to call functions which don't exist on 1.3
* - If the major version is 0, the minor version is treated as the major and the patch is treated as the minor
* - Patch and build tag differences are not considered at this time
*
* @param version version of the API requesting an instance of the global API
*/
const isCompatible = _makeCompatibilityCheck(VERSION);
//#endregion


//# sourceMappingURL=semver.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs


//#region src/internal/global-utils.ts
const major = VERSION.split(".")[0];
const GLOBAL_OPENTELEMETRY_API_KEY = Symbol.for(`opentelemetry.js.api.${major}`);
const _global = typeof globalThis === "object" ? globalThis : typeof self === "object" ? self : typeof window === "object" ? window : typeof global === "object" ? global : {};
function _makeGlobalApi() {
	return Object.defineProperty({}, "version", {
		value: VERSION,
		enumerable: true,
		writable: false,
		configurable: false
	});
}
function registerGlobal(type, instance, diag, allowOverride = false) {
	var _global$GLOBAL_OPENTE;
	const api = _global[GLOBAL_OPENTELEMETRY_API_KEY] = (_global$GLOBAL_OPENTE = _global[GLOBAL_OPENTELEMETRY_API_KEY]) !== null && _global$GLOBAL_OPENTE !== void 0 ? _global$GLOBAL_OPENTE : _makeGlobalApi();
	if (!allowOverride && api[type]) {
		const err = /* @__PURE__ */ new Error(`@opentelemetry/api: Attempted duplicate registration of API: ${type}`);
		diag.error(err.stack || err.message);
		return false;
	}
	if (api.version !== "1.10.0") {
		const err = /* @__PURE__ */ new Error(`@opentelemetry/api: Registration of version v${api.version} for ${type} does not match previously registered API v${VERSION}`);
		diag.error(err.stack || err.message);
		return false;
	}
	api[type] = instance;
	diag.debug(`@opentelemetry/api: Registered a global for ${type} v${VERSION}.`);
	return true;
}
let _compatibleGlobalApi;
function getGlobal(type) {
	const api = _global[GLOBAL_OPENTELEMETRY_API_KEY];
	if (api == null) return;
	if (api !== _compatibleGlobalApi) {
		if (!api.version || !isCompatible(api.version)) return;
		_compatibleGlobalApi = api;
	}
	return api[type];
}
function unregisterGlobal(type, diag) {
	diag.debug(`@opentelemetry/api: Unregistering a global for ${type} v${VERSION}.`);
	const api = _global[GLOBAL_OPENTELEMETRY_API_KEY];
	if (api) delete api[type];
}
//#endregion


//# sourceMappingURL=global-utils.mjs.map

/***/ }),

/***/ 15826:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ propagation)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/internal/baggage-impl.mjs
//#region src/baggage/internal/baggage-impl.ts
var BaggageImpl = class BaggageImpl {
	constructor(entries) {
		this._entries = entries ? new Map(entries) : /* @__PURE__ */ new Map();
	}
	getEntry(key) {
		const entry = this._entries.get(key);
		if (!entry) return;
		return Object.assign({}, entry);
	}
	getAllEntries() {
		return Array.from(this._entries.entries());
	}
	setEntry(key, entry) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.set(key, entry);
		return newBaggage;
	}
	removeEntry(key) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.delete(key);
		return newBaggage;
	}
	removeEntries(...keys) {
		const newBaggage = new BaggageImpl(this._entries);
		for (const key of keys) newBaggage._entries.delete(key);
		return newBaggage;
	}
	clear() {
		return new BaggageImpl();
	}
};
//#endregion


//# sourceMappingURL=baggage-impl.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs



//#region src/baggage/utils.ts
const utils_diag = diag/* DiagAPI */.K.instance();
/**
* Create a new Baggage with optional entries
*
* @param entries An array of baggage entries the new baggage should contain
*/
function createBaggage(entries = {}) {
	return new BaggageImpl(new Map(Object.entries(entries)));
}
/**
* Create a serializable BaggageEntryMetadata object from a string.
*
* @param str string metadata. Format is currently not defined by the spec and has no special meaning.
*
* @since 1.0.0
*/
function baggageEntryMetadataFromString(str) {
	if (typeof str !== "string") {
		utils_diag.error(`Cannot create baggage metadata from unknown type: ${typeof str}`);
		str = "";
	}
	return {
		__TYPE__: baggageEntryMetadataSymbol,
		toString() {
			return str;
		}
	};
}
//#endregion


//# sourceMappingURL=utils.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation/TextMapPropagator.mjs
//#region src/propagation/TextMapPropagator.ts
/**
* @since 1.0.0
*/
const defaultTextMapGetter = {
	get(carrier, key) {
		if (carrier == null) return;
		return carrier[key];
	},
	keys(carrier) {
		if (carrier == null) return [];
		return Object.keys(carrier);
	}
};
/**
* @since 1.0.0
*/
const defaultTextMapSetter = { set(carrier, key, value) {
	if (carrier == null) return;
	carrier[key] = value;
} };
//#endregion


//# sourceMappingURL=TextMapPropagator.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation/NoopTextMapPropagator.mjs
//#region src/propagation/NoopTextMapPropagator.ts
/**
* No-op implementations of {@link TextMapPropagator}.
*/
var NoopTextMapPropagator = class {
	/** Noop inject function does nothing */
	inject(_context, _carrier) {}
	/** Noop extract function does nothing and returns the input context */
	extract(context, _carrier) {
		return context;
	}
	fields() {
		return [];
	}
};
//#endregion


//# sourceMappingURL=NoopTextMapPropagator.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context = __webpack_require__(11802);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/context.mjs + 1 modules
var api_context = __webpack_require__(30320);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/context-helpers.mjs


//#region src/baggage/context-helpers.ts
/**
* Baggage key
*/
const BAGGAGE_KEY = (0,context/* createContextKey */.n)("OpenTelemetry Baggage Key");
/**
* Retrieve the current baggage from the given context
*
* @param {Context} Context that manage all context values
* @returns {Baggage} Extracted baggage from the context
*/
function getBaggage(context) {
	return context.getValue(BAGGAGE_KEY) || void 0;
}
/**
* Retrieve the current baggage from the active/current context
*
* @returns {Baggage} Extracted baggage from the context
*/
function getActiveBaggage() {
	return getBaggage(api_context/* ContextAPI */._.getInstance().active());
}
/**
* Store a baggage in the given context
*
* @param {Context} Context that manage all context values
* @param {Baggage} baggage that will be set in the actual context
*/
function setBaggage(context, baggage) {
	return context.setValue(BAGGAGE_KEY, baggage);
}
/**
* Delete the baggage stored in the given context
*
* @param {Context} Context that manage all context values
*/
function deleteBaggage(context) {
	return context.deleteValue(BAGGAGE_KEY);
}
//#endregion


//# sourceMappingURL=context-helpers.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/propagation.mjs






//#region src/api/propagation.ts
const API_NAME = "propagation";
const NOOP_TEXT_MAP_PROPAGATOR = new NoopTextMapPropagator();
/**
* Singleton object which represents the entry point to the OpenTelemetry Propagation API
*
* @since 1.0.0
*/
var PropagationAPI = class PropagationAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this.createBaggage = createBaggage;
		this.getBaggage = getBaggage;
		this.getActiveBaggage = getActiveBaggage;
		this.setBaggage = setBaggage;
		this.deleteBaggage = deleteBaggage;
	}
	/** Get the singleton instance of the Propagator API */
	static getInstance() {
		if (!this._instance) this._instance = new PropagationAPI();
		return this._instance;
	}
	/**
	* Set the current propagator.
	*
	* @returns true if the propagator was successfully registered, else false
	*/
	setGlobalPropagator(propagator) {
		return (0,global_utils/* registerGlobal */.$G)(API_NAME, propagator, diag/* DiagAPI */.K.instance());
	}
	/**
	* Inject context into a carrier to be propagated inter-process
	*
	* @param context Context carrying tracing data to inject
	* @param carrier carrier to inject context into
	* @param setter Function used to set values on the carrier
	*/
	inject(context, carrier, setter = defaultTextMapSetter) {
		return this._getGlobalPropagator().inject(context, carrier, setter);
	}
	/**
	* Extract context from a carrier
	*
	* @param context Context which the newly created context will inherit from
	* @param carrier Carrier to extract context from
	* @param getter Function used to extract keys from a carrier
	*/
	extract(context, carrier, getter = defaultTextMapGetter) {
		return this._getGlobalPropagator().extract(context, carrier, getter);
	}
	/**
	* Return a list of all fields which may be used by the propagator.
	*/
	fields() {
		return this._getGlobalPropagator().fields();
	}
	/** Remove the global propagator */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(API_NAME, diag/* DiagAPI */.K.instance());
	}
	_getGlobalPropagator() {
		return (0,global_utils/* getGlobal */.mS)(API_NAME) || NOOP_TEXT_MAP_PROPAGATOR;
	}
};
//#endregion


//# sourceMappingURL=propagation.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation-api.mjs

//#region src/propagation-api.ts
/**
* Entrypoint for propagation API
*
* @since 1.0.0
*/
const propagation = PropagationAPI.getInstance();
//#endregion


//# sourceMappingURL=propagation-api.mjs.map

/***/ }),

/***/ 85496:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ trace)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context = __webpack_require__(11802);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/context.mjs + 1 modules
var api_context = __webpack_require__(30320);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/invalid-span-constants.mjs

//#region src/trace/invalid-span-constants.ts
/**
* @since 1.0.0
*/
const INVALID_SPANID = "0000000000000000";
/**
* @since 1.0.0
*/
const INVALID_TRACEID = "00000000000000000000000000000000";
/**
* @since 1.0.0
*/
const INVALID_SPAN_CONTEXT = {
	traceId: INVALID_TRACEID,
	spanId: INVALID_SPANID,
	traceFlags: 0
};
//#endregion


//# sourceMappingURL=invalid-span-constants.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/NonRecordingSpan.mjs

//#region src/trace/NonRecordingSpan.ts
/**
* The NonRecordingSpan is the default {@link Span} that is used when no Span
* implementation is available. All operations are no-op including context
* propagation.
*/
var NonRecordingSpan = class {
	constructor(spanContext = INVALID_SPAN_CONTEXT) {
		this._spanContext = spanContext;
	}
	spanContext() {
		return this._spanContext;
	}
	setAttribute(_key, _value) {
		return this;
	}
	setAttributes(_attributes) {
		return this;
	}
	addEvent(_name, _attributes) {
		return this;
	}
	addLink(_link) {
		return this;
	}
	addLinks(_links) {
		return this;
	}
	setStatus(_status) {
		return this;
	}
	updateName(_name) {
		return this;
	}
	end(_endTime) {}
	isRecording() {
		return false;
	}
	recordException(_exception, _time) {}
};
//#endregion


//# sourceMappingURL=NonRecordingSpan.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/context-utils.mjs



//#region src/trace/context-utils.ts
/**
* span key
*/
const SPAN_KEY = (0,context/* createContextKey */.n)("OpenTelemetry Context Key SPAN");
/**
* Return the span if one exists
*
* @param context context to get span from
*/
function getSpan(context) {
	return context.getValue(SPAN_KEY) || void 0;
}
/**
* Gets the span from the current context, if one exists.
*/
function getActiveSpan() {
	return getSpan(api_context/* ContextAPI */._.getInstance().active());
}
/**
* Set the span on a context
*
* @param context context to use as parent
* @param span span to set active
*/
function setSpan(context, span) {
	return context.setValue(SPAN_KEY, span);
}
/**
* Remove current span stored in the context
*
* @param context context to delete span from
*/
function deleteSpan(context) {
	return context.deleteValue(SPAN_KEY);
}
/**
* Wrap span context in a NoopSpan and set as span in a new
* context
*
* @param context context to set active span on
* @param spanContext span context to be wrapped
*/
function setSpanContext(context, spanContext) {
	return setSpan(context, new NonRecordingSpan(spanContext));
}
/**
* Get the span context of the span if it exists.
*
* @param context context to get values from
*/
function getSpanContext(context) {
	var _getSpan;
	return (_getSpan = getSpan(context)) === null || _getSpan === void 0 ? void 0 : _getSpan.spanContext();
}
//#endregion


//# sourceMappingURL=context-utils.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/spancontext-utils.mjs


//#region src/trace/spancontext-utils.ts
const isHex = new Uint8Array([
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	1,
	1,
	1,
	1,
	1,
	1,
	1,
	1,
	1,
	1,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	1,
	1,
	1,
	1,
	1,
	1,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	1,
	1,
	1,
	1,
	1,
	1
]);
function isValidHex(id, length) {
	if (typeof id !== "string" || id.length !== length) return false;
	let r = 0;
	for (let i = 0; i < id.length; i += 4) r += (isHex[id.charCodeAt(i)] | 0) + (isHex[id.charCodeAt(i + 1)] | 0) + (isHex[id.charCodeAt(i + 2)] | 0) + (isHex[id.charCodeAt(i + 3)] | 0);
	return r === length;
}
/**
* @since 1.0.0
*/
function isValidTraceId(traceId) {
	return isValidHex(traceId, 32) && traceId !== "00000000000000000000000000000000";
}
/**
* @since 1.0.0
*/
function isValidSpanId(spanId) {
	return isValidHex(spanId, 16) && spanId !== "0000000000000000";
}
/**
* Returns true if this {@link SpanContext} is valid.
* @return true if this {@link SpanContext} is valid.
*
* @since 1.0.0
*/
function isSpanContextValid(spanContext) {
	return isValidTraceId(spanContext.traceId) && isValidSpanId(spanContext.spanId);
}
/**
* Wrap the given {@link SpanContext} in a new non-recording {@link Span}
*
* @param spanContext span context to be wrapped
* @returns a new non-recording {@link Span} with the provided context
*/
function wrapSpanContext(spanContext) {
	return new NonRecordingSpan(spanContext);
}
//#endregion


//# sourceMappingURL=spancontext-utils.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/NoopTracer.mjs




//#region src/trace/NoopTracer.ts
const contextApi = api_context/* ContextAPI */._.getInstance();
/**
* No-op implementations of {@link Tracer}.
*/
var NoopTracer = class {
	startSpan(name, options, context = contextApi.active()) {
		if (Boolean(options === null || options === void 0 ? void 0 : options.root)) return new NonRecordingSpan();
		const parentFromContext = context && getSpanContext(context);
		if (isSpanContext(parentFromContext) && isSpanContextValid(parentFromContext)) return new NonRecordingSpan(parentFromContext);
		else return new NonRecordingSpan();
	}
	startActiveSpan(name, arg2, arg3, arg4) {
		var _ctx;
		let opts;
		let ctx;
		let fn;
		if (arguments.length < 2) return;
		else if (arguments.length === 2) fn = arg2;
		else if (arguments.length === 3) {
			opts = arg2;
			fn = arg3;
		} else {
			opts = arg2;
			ctx = arg3;
			fn = arg4;
		}
		const parentContext = (_ctx = ctx) !== null && _ctx !== void 0 ? _ctx : contextApi.active();
		const span = this.startSpan(name, opts, parentContext);
		const contextWithSpanSet = setSpan(parentContext, span);
		return contextApi.with(contextWithSpanSet, fn, void 0, span);
	}
};
function isSpanContext(spanContext) {
	return spanContext !== null && typeof spanContext === "object" && "spanId" in spanContext && typeof spanContext["spanId"] === "string" && "traceId" in spanContext && typeof spanContext["traceId"] === "string" && "traceFlags" in spanContext && typeof spanContext["traceFlags"] === "number";
}
//#endregion


//# sourceMappingURL=NoopTracer.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/ProxyTracer.mjs

//#region src/trace/ProxyTracer.ts
const NOOP_TRACER = new NoopTracer();
/**
* Proxy tracer provided by the proxy tracer provider
*
* @since 1.0.0
*/
var ProxyTracer = class {
	constructor(provider, name, version, options) {
		this._provider = provider;
		this.name = name;
		this.version = version;
		this.options = options;
	}
	startSpan(name, options, context) {
		return this._getTracer().startSpan(name, options, context);
	}
	startActiveSpan(_name, _options, _context, _fn) {
		const tracer = this._getTracer();
		return Reflect.apply(tracer.startActiveSpan, tracer, arguments);
	}
	/**
	* Try to get a tracer from the proxy tracer provider.
	* If the proxy tracer provider has no delegate, return a noop tracer.
	*/
	_getTracer() {
		if (this._delegate) return this._delegate;
		const tracer = this._provider.getDelegateTracer(this.name, this.version, this.options);
		if (!tracer) return NOOP_TRACER;
		this._delegate = tracer;
		return this._delegate;
	}
};
//#endregion


//# sourceMappingURL=ProxyTracer.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/NoopTracerProvider.mjs

//#region src/trace/NoopTracerProvider.ts
/**
* An implementation of the {@link TracerProvider} which returns an impotent
* Tracer for all calls to `getTracer`.
*
* All operations are no-op.
*/
var NoopTracerProvider = class {
	getTracer(_name, _version, _options) {
		return new NoopTracer();
	}
};
//#endregion


//# sourceMappingURL=NoopTracerProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/ProxyTracerProvider.mjs


//#region src/trace/ProxyTracerProvider.ts
const NOOP_TRACER_PROVIDER = new NoopTracerProvider();
/**
* Tracer provider which provides {@link ProxyTracer}s.
*
* Before a delegate is set, tracers provided are NoOp.
*   When a delegate is set, traces are provided from the delegate.
*   When a delegate is set after tracers have already been provided,
*   all tracers already provided will use the provided delegate implementation.
*
* @deprecated This will be removed in the next major version.
* @since 1.0.0
*/
var ProxyTracerProvider = class {
	/**
	* Get a {@link ProxyTracer}
	*/
	getTracer(name, version, options) {
		var _this$getDelegateTrac;
		return (_this$getDelegateTrac = this.getDelegateTracer(name, version, options)) !== null && _this$getDelegateTrac !== void 0 ? _this$getDelegateTrac : new ProxyTracer(this, name, version, options);
	}
	getDelegate() {
		var _this$_delegate;
		return (_this$_delegate = this._delegate) !== null && _this$_delegate !== void 0 ? _this$_delegate : NOOP_TRACER_PROVIDER;
	}
	/**
	* Set the delegate tracer provider
	*/
	setDelegate(delegate) {
		this._delegate = delegate;
	}
	getDelegateTracer(name, version, options) {
		var _this$_delegate2;
		return (_this$_delegate2 = this._delegate) === null || _this$_delegate2 === void 0 ? void 0 : _this$_delegate2.getTracer(name, version, options);
	}
};
//#endregion


//# sourceMappingURL=ProxyTracerProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/trace.mjs





//#region src/api/trace.ts
const API_NAME = "trace";
/**
* Singleton object which represents the entry point to the OpenTelemetry Tracing API
*
* @since 1.0.0
*/
var TraceAPI = class TraceAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this._proxyTracerProvider = new ProxyTracerProvider();
		this.wrapSpanContext = wrapSpanContext;
		this.isSpanContextValid = isSpanContextValid;
		this.deleteSpan = deleteSpan;
		this.getSpan = getSpan;
		this.getActiveSpan = getActiveSpan;
		this.getSpanContext = getSpanContext;
		this.setSpan = setSpan;
		this.setSpanContext = setSpanContext;
	}
	/** Get the singleton instance of the Trace API */
	static getInstance() {
		if (!this._instance) this._instance = new TraceAPI();
		return this._instance;
	}
	/**
	* Set the current global tracer.
	*
	* @returns true if the tracer provider was successfully registered, else false
	*/
	setGlobalTracerProvider(provider) {
		const success = (0,global_utils/* registerGlobal */.$G)(API_NAME, this._proxyTracerProvider, diag/* DiagAPI */.K.instance());
		if (success) this._proxyTracerProvider.setDelegate(provider);
		return success;
	}
	/**
	* Returns the global tracer provider.
	*/
	getTracerProvider() {
		return (0,global_utils/* getGlobal */.mS)(API_NAME) || this._proxyTracerProvider;
	}
	/**
	* Returns a tracer from the global tracer provider.
	*/
	getTracer(name, version) {
		return this.getTracerProvider().getTracer(name, version);
	}
	/** Remove the global tracer provider */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(API_NAME, diag/* DiagAPI */.K.instance());
		this._proxyTracerProvider = new ProxyTracerProvider();
	}
};
//#endregion


//# sourceMappingURL=trace.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs

//#region src/trace-api.ts
/**
* Entrypoint for trace API
*
* @since 1.0.0
*/
const trace = TraceAPI.getInstance();
//#endregion


//# sourceMappingURL=trace-api.mjs.map

/***/ }),

/***/ 91213:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ SpanStatusCode)
/* harmony export */ });
//#region src/trace/status.ts
/**
* An enumeration of status codes.
*
* @since 1.0.0
*/
let SpanStatusCode = /* @__PURE__ */ function(SpanStatusCode) {
	/**
	* The default status.
	*/
	SpanStatusCode[SpanStatusCode["UNSET"] = 0] = "UNSET";
	/**
	* The operation has been validated by an Application developer or
	* Operator to have completed successfully.
	*/
	SpanStatusCode[SpanStatusCode["OK"] = 1] = "OK";
	/**
	* The operation contains an error.
	*/
	SpanStatusCode[SpanStatusCode["ERROR"] = 2] = "ERROR";
	return SpanStatusCode;
}({});
//#endregion


//# sourceMappingURL=status.mjs.map

/***/ })

};

try {
  const stored = JSON.parse(localStorage.getItem('cartData') || '[]');
  document.documentElement.dataset.cartLines = String(
    Array.isArray(stored) ? Math.min(stored.length, 5) : 0,
  );
} catch {
  document.documentElement.dataset.cartLines = '0';
}
